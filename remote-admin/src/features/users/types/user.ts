// The API's shapes, written once in @portal/contracts.
export type {
  NewProfileInput,
  NewUserInput,
  PriceListProfile,
  Profile,
  UserDetail,
  UserInput,
  UserListItem,
} from '@portal/contracts/api/users';
export type { ClientAccount } from '@portal/contracts/api/permission-management';
export {
  APPROVAZIONE_LABELS,
  ENABLE_PS_WS_LABELS,
  LOGIN_PATTERN,
  MAIL_EVASIONE_LABELS,
  USER_LIMITS,
} from '@portal/contracts/users';

/** The list's status filter. */
export type UserStatus = 'active' | 'blocked' | 'locked';
