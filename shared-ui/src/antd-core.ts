/**
 * The part of antd the provider and the frame's smallest controls need (the sign-in page
 * draws without antd: `plain.ts`). It is its own shared entry (`@portal/shared-ui/core`);
 * both entries come from the host's one build, so they share one antd and one context.
 * Deep imports, not the `antd` barrel: a barrel would tie every component to this entry.
 */
export { default as Alert } from 'antd/es/alert';
export { default as Button } from 'antd/es/button';
export { default as ConfigProvider } from 'antd/es/config-provider';
export { default as Flex } from 'antd/es/flex';
// The frame needs a text box, not the whole Input family (Password, TextArea, Search, OTP):
// the full `Input` is in antd.ts.
export { default as TextInput } from 'antd/es/input/Input';
export { default as Spin } from 'antd/es/spin';
export { default as antdTheme } from 'antd/es/theme';
export type { ThemeConfig } from 'antd/es/config-provider';
