/** The generated sheet, from shared-ui's folder; the host loads it (`@portal/shared-ui/antd-static.css`). */
export declare const ANTD_STATIC_STYLES_FILE = "src/theme/antd-static.css";
export declare const withHeader: (css: string) => string;
