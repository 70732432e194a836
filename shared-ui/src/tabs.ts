/**
 * `@portal/shared-ui/tabs`: antd's Tabs, a shared entry of its own (the advanced search, the
 * wizard and the portfolio use it): in the full entry, every remote's first route loaded it.
 */
export { default as Tabs } from 'antd/es/tabs';
