/**
 * `@portal/shared-ui/core`: what the first screen needs (theme, locale, a few components).
 * Everything here is also exported by `@portal/shared-ui`.
 */
export * from './antd-core';
export { LockOutlined, UserOutlined } from '@ant-design/icons';
export * from './plain';
export { PortalProvider, BREAKPOINTS } from './theme/portal-provider';
