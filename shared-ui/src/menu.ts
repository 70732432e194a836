/**
 * `@portal/shared-ui/menu`: antd's Menu, a shared entry of its own (not in the full entry).
 * The portal's navigation is drawn without it; the user panel's lists and the edit pages'
 * panels load it when they first show, so no first page carries it.
 */
export { default as Menu } from 'antd/es/menu';
export type { MenuProps } from 'antd/es/menu';
