/**
 * `@portal/shared-ui/descriptions`: antd's Descriptions (a record's label/value grid), a shared
 * entry of its own: the detail screens and the right drawer's subject summary use it, the
 * portal's first page and the remotes' list pages do not.
 */
export { default as Descriptions } from 'antd/es/descriptions';
export type { DescriptionsProps } from 'antd/es/descriptions';
