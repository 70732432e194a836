/**
 * The platform's single door to antd (antd-core.ts holds the first screen's part). Apps
 * import antd components only from @portal/shared-ui (lint enforces it): shared-ui is a
 * Module Federation singleton, so every app renders with one antd and one antd context,
 * and only what is listed here is shipped. Add a component here when a screen needs it.
 */
export { default as App } from 'antd/es/app';
export { default as Card } from 'antd/es/card';
export { default as Space } from 'antd/es/space';
export { default as Typography } from 'antd/es/typography';
export { default as AutoComplete } from 'antd/es/auto-complete';
export { default as Avatar } from 'antd/es/avatar';
export { default as Badge } from 'antd/es/badge';
export { default as Breadcrumb } from 'antd/es/breadcrumb';
export { default as Checkbox } from 'antd/es/checkbox';
export { default as Col } from 'antd/es/col';
export { default as Collapse } from 'antd/es/collapse';
export { default as DatePicker } from 'antd/es/date-picker';
export { default as Descriptions } from 'antd/es/descriptions';
export { default as Divider } from 'antd/es/divider';
export { default as Form } from 'antd/es/form';
export { default as Input } from 'antd/es/input';
export type { FormInstance } from 'antd/es/form';
export { default as Drawer } from 'antd/es/drawer';
export { default as Dropdown } from 'antd/es/dropdown';
export { default as Empty } from 'antd/es/empty';
export { default as Grid } from 'antd/es/grid';
export { default as InputNumber } from 'antd/es/input-number';
export { default as Layout } from 'antd/es/layout';
export { default as List } from 'antd/es/list';
export { default as Menu } from 'antd/es/menu';
export { default as Modal } from 'antd/es/modal';
export { default as Popconfirm } from 'antd/es/popconfirm';
export { default as Popover } from 'antd/es/popover';
export { default as Radio } from 'antd/es/radio';
export { default as Row } from 'antd/es/row';
export { default as Segmented } from 'antd/es/segmented';
export { default as Select } from 'antd/es/select';
export { default as Skeleton } from 'antd/es/skeleton';
export { default as Steps } from 'antd/es/steps';
export { default as Switch } from 'antd/es/switch';
export { default as Table } from 'antd/es/table';
export { default as Tabs } from 'antd/es/tabs';
export { default as Tag } from 'antd/es/tag';
export { default as Tooltip } from 'antd/es/tooltip';
export { default as Upload } from 'antd/es/upload';
export type { MenuProps } from 'antd/es/menu';
// antd/es/table names it ColumnsType; the `antd` barrel's name is kept for the apps.
export type { ColumnsType as TableColumnsType, TableProps } from 'antd/es/table';
export type { UploadFile, UploadProps } from 'antd/es/upload';
