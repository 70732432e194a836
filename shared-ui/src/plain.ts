/**
 * `@portal/shared-ui/plain`: the portal's look without antd, for what draws before antd has
 * loaded: the sign-in page (the first thing every user downloads, 90 KB gzip lighter without
 * antd's context, style engine and controls) and the loading spinner. Plain HTML elements
 * styled as antd's defaults, in the tenant's colour.
 */
export { PALETTES, paletteOf } from './theme/palettes';
export { readableOnWhite } from './theme/contrast';
export { PlainIcon } from './plain/plain-icon';
// The icons the plain screens draw: antd's own SVG definitions, for PlainIcon and `prefix`.
export { default as UserOutlinedIcon } from '@ant-design/icons-svg/es/asn/UserOutlined';
export { default as LockOutlinedIcon } from '@ant-design/icons-svg/es/asn/LockOutlined';
export {
  PlainAlert,
  PlainButton,
  PlainField,
  PlainInput,
  PlainPasswordInput,
  Spinner,
  type PlainFieldWiring,
  type PlainInputProps,
} from './plain/plain-controls';
export { PRIMARY_VARIABLE, useTenantColourVariable } from './plain/tenant-colour';
