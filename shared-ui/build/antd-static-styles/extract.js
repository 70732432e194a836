import { jsx as _jsx } from "react/jsx-runtime";
import { renderToString } from 'react-dom/server';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import ConfigProvider from 'antd/es/config-provider';
import { portalTheme } from '../../src/theme/portal-theme';
import { FirstScreens } from './first-screens';
// The colours are CSS variables in antd's styles: any primary gives the same styles.
const ANY_PRIMARY = '#1677ff';
/**
 * The styles antd generates for the first screens' components, with the list antd reads to
 * skip generating them (`.data-ant-cssinjs-cache-path`). Only the component styles: the theme's
 * CSS variables depend on the tenant's palette and stay antd's to write at run time.
 * `NODE_ENV` must be 'production', as in the portal's build: antd names its classes after it.
 */
export function extractAntdStaticStyles() {
    const cache = createCache();
    renderToString(_jsx(StyleProvider, { cache: cache, children: _jsx(ConfigProvider, { theme: portalTheme(ANY_PRIMARY), children: _jsx(FirstScreens, {}) }) }));
    return extractStyle(cache, { plain: true, types: ['style'] });
}
