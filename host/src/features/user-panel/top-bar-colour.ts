import { isImpersonating, useAuth } from '@portal/shared-auth';
import { paletteOf } from '@portal/shared-ui/shell';

export type TopBarMode = 'impersonating' | 'pre-production' | 'normal';

/**
 * Spec 000 §2.2: the top bar says at a glance whose session this is and where. Impersonating
 * wins over pre-production (acting as someone else is the riskier thing to overlook).
 */
export const TOP_BAR_COLOURS: Record<Exclude<TopBarMode, 'normal'>, string> = {
  impersonating: '#b91c1c',
  'pre-production': '#a16207',
};

export function topBarMode(state: { impersonating: boolean; preProduction: boolean }): TopBarMode {
  if (state.impersonating) return 'impersonating';
  if (state.preProduction) return 'pre-production';
  return 'normal';
}

export function topBarColour(mode: TopBarMode, palette: string | undefined | null): string {
  return mode === 'normal' ? paletteOf(palette).header : TOP_BAR_COLOURS[mode];
}

export function useTopBar(): { mode: TopBarMode; background: string } {
  const impersonating = useAuth(isImpersonating);
  const tenant = useAuth((state) => state.tenant);
  const mode = topBarMode({ impersonating, preProduction: Boolean(tenant?.preProduction) });
  return { mode, background: topBarColour(mode, tenant?.palette) };
}
