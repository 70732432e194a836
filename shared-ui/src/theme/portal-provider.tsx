import type { ReactNode } from 'react';
import ConfigProvider from 'antd/es/config-provider';
import itIT from 'antd/es/locale/it_IT';
import dayjs from 'dayjs';
import 'dayjs/locale/it';
import { useAuth } from '@portal/shared-auth';
import { paletteOf } from './palettes';

dayjs.locale('it');

/** Breakpoints of spec 000 §2.2 (antd's own names; md is where horizontal navigation starts). */
export const BREAKPOINTS = { sm: 600, md: 960, lg: 1280, xl: 1440 } as const;

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
          colorPrimary: colors.primary,
          fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
          screenSM: BREAKPOINTS.sm,
          screenMD: BREAKPOINTS.md,
          screenLG: BREAKPOINTS.lg,
          screenXL: BREAKPOINTS.xl,
        },
      }}
    >
      {children}
    </ConfigProvider>
  );
}
