import { useLayoutEffect } from 'react';
import { useAuth } from '@portal/shared-auth';
import { readableOnWhite } from '../theme/contrast';
import { paletteOf } from '../theme/palettes';

/** The CSS variable the plain controls take the tenant's colour from (plain.css). */
export const PRIMARY_VARIABLE = '--portal-primary';

/**
 * Keeps the page's `--portal-primary` on the tenant's colour, darkened as antd's theme does
 * where it would not read: the plain controls follow it as antd's follow the ConfigProvider.
 */
export function useTenantColourVariable(): void {
  const palette = useAuth((state) => state.tenant?.palette);
  useLayoutEffect(() => {
    document.documentElement.style.setProperty(PRIMARY_VARIABLE, readableOnWhite(paletteOf(palette).primary));
  }, [palette]);
}
