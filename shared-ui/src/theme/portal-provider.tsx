import type { ReactNode } from 'react';
import ConfigProvider from 'antd/es/config-provider';
import itIT from 'antd/es/locale/it_IT';
import dayjs from 'dayjs';
import 'dayjs/locale/it';
import { useAuth } from '@portal/shared-auth';
import { paletteOf, readableOnWhite } from '@portal/shared-ui/plain';
import { portalTheme } from './portal-theme';

export { BREAKPOINTS } from './portal-theme';

dayjs.locale('it');

/**
 * Italian locale and the tenant's palette for everything below it. The host renders it
 * once around everything; remote pages render inside it and so share the same theme.
 * (antd's `App`, for toasts, wraps the signed-in layout: it is not needed to sign in.)
 */
export function PortalProvider({ children }: { children: ReactNode }) {
  const palette = useAuth((state) => state.tenant?.palette);
  // Brand colours darkened where white text on them, or they on white, would not read.
  const primary = readableOnWhite(paletteOf(palette).primary);
  return (
    <ConfigProvider locale={itIT} theme={portalTheme(primary)}>
      {children}
    </ConfigProvider>
  );
}
