import type { ReactNode } from 'react';
import ConfigProvider from 'antd/es/config-provider';
import itIT from 'antd/es/locale/it_IT';
import dayjs from 'dayjs';
import 'dayjs/locale/it';
import { useAuth } from '@portal/shared-auth';
import { paletteOf, readableOnWhite } from '@portal/shared-ui/plain';

dayjs.locale('it');

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

/** Text greys with at least 4.5:1 on white and on the page's background (WCAG 2.1 1.4.3). */
const READABLE_TEXT = {
  colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
  colorTextDescription: 'rgba(0, 0, 0, 0.65)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
  colorTextQuaternary: 'rgba(0, 0, 0, 0.6)',
};

/**
 * Italian locale and the tenant's palette for everything below it. The host renders it
 * once around everything; remote pages render inside it and so share the same theme.
 * (antd's `App`, for toasts, wraps the signed-in layout: it is not needed to sign in.)
 */
export function PortalProvider({ children }: { children: ReactNode }) {
  const palette = useAuth((state) => state.tenant?.palette);
  const colors = paletteOf(palette);
  return (
    <ConfigProvider
      locale={itIT}
      theme={{
        token: {
          // Brand colours darkened where white text on them, or they on white, would not read.
          colorPrimary: readableOnWhite(colors.primary),
          colorLink: readableOnWhite(colors.primary),
          // antd's greys for secondary text, placeholders and empty states are below 4.5:1.
          ...READABLE_TEXT,
          fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
          ...BREAKPOINT_TOKENS,
        },
      }}
    >
      {children}
    </ConfigProvider>
  );
}
