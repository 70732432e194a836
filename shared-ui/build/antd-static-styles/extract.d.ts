/**
 * The styles antd generates for the first screens' components, with the list antd reads to
 * skip generating them (`.data-ant-cssinjs-cache-path`). Only the component styles: the theme's
 * CSS variables depend on the tenant's palette and stay antd's to write at run time.
 * `NODE_ENV` must be 'production', as in the portal's build: antd names its classes after it.
 */
export declare function extractAntdStaticStyles(): string;
