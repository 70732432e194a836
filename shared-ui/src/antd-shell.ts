/**
 * The part of antd the shell needs on every signed-in page (top bar, navigation, panels, the
 * portal home): its own shared entry (`@portal/shared-ui/shell`), so the portal's first page
 * does not load the whole set (tables, date pickers, forms), which comes with the pages that
 * use it. antd.ts re-exports all of it; deep imports, as in antd-core.ts.
 */
export { default as App } from 'antd/es/app';
export { default as Card } from 'antd/es/card';
export { default as Col } from 'antd/es/col';
export { default as Grid } from 'antd/es/grid';
export { default as Popover } from 'antd/es/popover';
export { default as Row } from 'antd/es/row';
export { default as Tooltip } from 'antd/es/tooltip';
export { default as Typography } from 'antd/es/typography';
