/**
 * `@portal/shared-ui/dates`: the date picker. Its calendar engine is the largest piece of antd
 * the platform uses (about 45 KB gzip), and most first screens ask no date: as a shared entry
 * of its own it loads with the first screen that shows one, still one antd and one context.
 */
export { default as DatePicker } from 'antd/es/date-picker';
