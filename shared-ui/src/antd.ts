/**
 * The platform's single door to antd (antd-core.ts holds the first screen's part). Apps
 * import antd components only from @portal/shared-ui (lint enforces it): shared-ui is a
 * Module Federation singleton, so every app renders with one antd and one antd context,
 * and only what is listed here is shipped. Add a component here when a screen needs it; a
 * heavy one few screens use gets an entry of its own (dates.ts, upload.ts, steps.ts).
 */
export * from './antd-shell';
export { default as Space } from 'antd/es/space';
export { default as AutoComplete } from 'antd/es/auto-complete';
export { default as Checkbox } from 'antd/es/checkbox';
export { default as Collapse } from 'antd/es/collapse';
export { default as Divider } from 'antd/es/divider';
export { default as Form } from 'antd/es/form';
export { default as Input } from 'antd/es/input';
export type { FormInstance } from 'antd/es/form';
export { default as Empty } from 'antd/es/empty';
export { default as InputNumber } from 'antd/es/input-number';
export { default as List } from 'antd/es/list';
export { default as Modal } from 'antd/es/modal';
export { default as Popconfirm } from 'antd/es/popconfirm';
export { default as Radio } from 'antd/es/radio';
export { default as Select } from 'antd/es/select';
export { default as Skeleton } from 'antd/es/skeleton';
export { default as Switch } from 'antd/es/switch';
export { default as Table } from 'antd/es/table';
export { default as Tag } from 'antd/es/tag';
// antd/es/table names it ColumnsType; the `antd` barrel's name is kept for the apps.
export type { ColumnsType as TableColumnsType, TableProps } from 'antd/es/table';
export type { ButtonProps } from 'antd/es/button';
