/**
 * `@portal/api/demo-users`: the demo users and their password alone, for the launcher's banner
 * (`@portal/api/demo-data` also brings the registry's rules and their data).
 */
export { DEMO_PASSWORD, DEMO_USERS } from '../seed/data.ts';
