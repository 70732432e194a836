/**
 * `@portal/shared-ui/result`: antd's Result, a shared entry of its own. Its illustrations weigh
 * ~9 KB gzip and only outcome and error pages draw them: in the shell entry every first page
 * loaded them, in the full one every remote's first route.
 */
export { default as Result } from 'antd/es/result';
