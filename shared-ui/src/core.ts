/**
 * `@portal/shared-ui/core`: what the first screen needs (theme, locale, a few components).
 * Everything here is also exported by `@portal/shared-ui`.
 */
export * from './antd-core';
export { LockOutlined, UserOutlined } from '@ant-design/icons';
// Through the package: the plain entry is a shared module of its own, already loaded by the
// sign-in page; a relative export would give this entry's chunk a second copy of it.
export * from '@portal/shared-ui/plain';
export { PortalProvider, BREAKPOINTS } from './theme/portal-provider';
