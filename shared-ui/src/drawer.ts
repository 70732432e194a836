/**
 * `@portal/shared-ui/drawer`: antd's Drawer, a shared entry of its own (also in the full entry).
 * The host's drawers (the right-hand drawer, the navigation over the content) are closed when a
 * page first shows: they load it the first time they open, not with every first page.
 */
export { default as Drawer } from 'antd/es/drawer';
