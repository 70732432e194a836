import type { ThemeConfig } from 'antd/es/config-provider';

/** Breakpoints of spec 000 §2.2 (antd's own names; md is where horizontal navigation starts). */
export const BREAKPOINTS = { sm: 600, md: 960, lg: 1280, xl: 1440 } as const;

// antd checks that each breakpoint's min/max tokens line up, so all of them are set.
const BREAKPOINT_TOKENS = {
  screenXSMax: BREAKPOINTS.sm - 1,
  screenSM: BREAKPOINTS.sm,
  screenSMMin: BREAKPOINTS.sm,
  screenSMMax: BREAKPOINTS.md - 1,
  screenMD: BREAKPOINTS.md,
  screenMDMin: BREAKPOINTS.md,
  screenMDMax: BREAKPOINTS.lg - 1,
  screenLG: BREAKPOINTS.lg,
  screenLGMin: BREAKPOINTS.lg,
  screenLGMax: BREAKPOINTS.xl - 1,
  screenXL: BREAKPOINTS.xl,
  screenXLMin: BREAKPOINTS.xl,
};

/**
 * Text greys, and the red of a danger text ('Da completare'), with at least 4.5:1 on white and
 * on the page's and a selected row's background (WCAG 2.1 1.4.3): antd's #ff4d4f is 3.3:1.
 */
const READABLE_TEXT = {
  colorErrorText: '#cf1322',
  colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
  colorTextDescription: 'rgba(0, 0, 0, 0.65)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
  colorTextQuaternary: 'rgba(0, 0, 0, 0.6)',
};

/**
 * antd's theme around a tenant's primary colour, already made readable on white. antd keeps the
 * colours in CSS variables, so its component styles are the same for every tenant: the prebuilt
 * ones (antd-static.css) are generated with this theme, for its breakpoints end up in them.
 */
export function portalTheme(primary: string): ThemeConfig {
  return {
    token: {
      colorPrimary: primary,
      colorLink: primary,
      // antd's greys for secondary text, placeholders and empty states are below 4.5:1.
      ...READABLE_TEXT,
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      ...BREAKPOINT_TOKENS,
    },
  };
}
