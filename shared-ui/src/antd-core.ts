/**
 * The part of antd the first screen (sign-in, error pages) needs. It is its own shared
 * entry (`@portal/shared-ui/core`) so that the sign-in page does not load the whole set;
 * both entries come from the host's one build, so they share one antd and one context.
 * Deep imports, not the `antd` barrel: a barrel would tie every component to this entry.
 */
export { default as Alert } from 'antd/es/alert';
export { default as Button } from 'antd/es/button';
export { default as ConfigProvider } from 'antd/es/config-provider';
export { default as Flex } from 'antd/es/flex';
// The first screen needs a text and a password box, not the whole Input family
// (TextArea, Search, OTP): the full `Input` is in antd.ts.
export { default as TextInput } from 'antd/es/input/Input';
export { default as PasswordInput } from 'antd/es/input/Password';
export { default as Spin } from 'antd/es/spin';
export { default as antdTheme } from 'antd/es/theme';
export type { ThemeConfig } from 'antd/es/config-provider';
