import { useState } from 'react';
import Grid from 'antd/es/grid';
import theme from 'antd/es/theme';
import type { GlobalToken } from 'antd/es/theme/interface';

export type Screens = ReturnType<typeof Grid.useBreakpoint>;

/** antd's media queries, from the theme's breakpoints (as `Grid.useBreakpoint` builds them). */
function screenQueries(token: GlobalToken): Record<keyof Screens, string> {
  return {
    xs: `(max-width: ${token.screenXSMax}px)`,
    sm: `(min-width: ${token.screenSM}px)`,
    md: `(min-width: ${token.screenMD}px)`,
    lg: `(min-width: ${token.screenLG}px)`,
    xl: `(min-width: ${token.screenXL}px)`,
    xxl: `(min-width: ${token.screenXXL}px)`,
    xxxl: `(min-width: ${token.screenXXXL}px)`,
  };
}

/** The screen's breakpoints now; none without `matchMedia` (jsdom), as antd's first answer. */
function screensNow(token: GlobalToken): Screens {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return {};
  return Object.fromEntries(
    Object.entries(screenQueries(token)).map(([screen, query]) => [screen, window.matchMedia(query).matches]),
  );
}

/**
 * The screen's breakpoints, right from the first render. antd's `Grid.useBreakpoint()` answers
 * `{}` until its layout effect subscribes, and a layout chosen on `{}` is the desktop's: a phone
 * drew and measured the top bar's navigation, then drew its own, all before the first paint.
 */
export function useScreens(): Screens {
  const { token } = theme.useToken();
  const [initial] = useState(() => screensNow(token));
  const subscribed = Grid.useBreakpoint();
  return Object.keys(subscribed).length > 0 ? subscribed : initial;
}
