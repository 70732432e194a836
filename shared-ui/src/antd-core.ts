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
export { default as Form } from 'antd/es/form';
export { default as Input } from 'antd/es/input';
export { default as Result } from 'antd/es/result';
export { default as Spin } from 'antd/es/spin';
export { default as antdTheme } from 'antd/es/theme';
export type { FormInstance } from 'antd/es/form';
export type { ThemeConfig } from 'antd/es/config-provider';
