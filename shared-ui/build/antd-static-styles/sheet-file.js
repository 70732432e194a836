/** The generated sheet, from shared-ui's folder; the host loads it (`@portal/shared-ui/antd-static.css`). */
export const ANTD_STATIC_STYLES_FILE = 'src/theme/antd-static.css';
const HEADER = '/* Generato da shared-ui/build/antd-static-styles (npm run antd-styles -w shared-ui): non modificare a mano. */\n';
export const withHeader = (css) => `${HEADER}${css}\n`;
