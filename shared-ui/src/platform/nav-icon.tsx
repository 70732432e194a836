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

/** Remotes name navigation icons; the shell renders them from this one registry. */
const NAV_ICONS: Record<string, ReactNode> = {
  home: <HomeOutlined />,
  services: <AppstoreOutlined />,
  help: <CustomerServiceOutlined />,
  fields: <FormOutlined />,
  forms: <FileTextOutlined />,
  contents: <BookOutlined />,
  list: <UnorderedListOutlined />,
  products: <ShoppingOutlined />,
  settings: <SettingOutlined />,
  permissions: <SafetyCertificateOutlined />,
  users: <TeamOutlined />,
  user: <UserOutlined />,
  schedule: <ClockCircleOutlined />,
  history: <HistoryOutlined />,
};

export function navIcon(name: string | undefined): ReactNode {
  return name ? (NAV_ICONS[name] ?? null) : null;
}
