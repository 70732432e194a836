/**
 * The icons of the host's frame (top bar, navigation, notifications, user panel, subject
 * search, right-hand drawer), re-exported so apps never import @ant-design/icons directly.
 * The icons only pages draw are in `page-icons.ts`, out of the frame's first load.
 */
export {
  AppstoreOutlined,
  ArrowLeftOutlined,
  BankOutlined,
  BellOutlined,
  BookOutlined,
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloseOutlined,
  CrownFilled,
  CustomerServiceOutlined,
  FileTextOutlined,
  FormOutlined,
  HistoryOutlined,
  HomeOutlined,
  MenuOutlined,
  QuestionCircleOutlined,
  RightOutlined,
  SafetyCertificateOutlined,
  SearchOutlined,
  SettingOutlined,
  ShoppingOutlined,
  TeamOutlined,
  UnorderedListOutlined,
  UserSwitchOutlined,
  WarningOutlined,
} from '@ant-design/icons';
