import type { ReactNode } from 'react';
import {
  AppstoreOutlined,
  BookOutlined,
  ClockCircleOutlined,
  CustomerServiceOutlined,
  FileTextOutlined,
  FormOutlined,
  HistoryOutlined,
  HomeOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  ShoppingOutlined,
  TeamOutlined,
  UnorderedListOutlined,
  UserOutlined,
} from '@ant-design/icons';

/**
 * Remotes name navigation icons; the shell renders them from this one registry. The icons are
 * decoration beside the entry's title: hidden from the accessible name ('Portale', not
 * 'home Portale').
 */
const NAV_ICONS: Record<string, ReactNode> = {
  home: <HomeOutlined aria-hidden />,
  services: <AppstoreOutlined aria-hidden />,
  help: <CustomerServiceOutlined aria-hidden />,
  fields: <FormOutlined aria-hidden />,
  forms: <FileTextOutlined aria-hidden />,
  contents: <BookOutlined aria-hidden />,
  list: <UnorderedListOutlined aria-hidden />,
  products: <ShoppingOutlined aria-hidden />,
  settings: <SettingOutlined aria-hidden />,
  permissions: <SafetyCertificateOutlined aria-hidden />,
  users: <TeamOutlined aria-hidden />,
  user: <UserOutlined aria-hidden />,
  schedule: <ClockCircleOutlined aria-hidden />,
  history: <HistoryOutlined aria-hidden />,
};

export function navIcon(name: string | undefined): ReactNode {
  return name ? (NAV_ICONS[name] ?? null) : null;
}
