import { useState } from 'react';

/**
 * True from the first time `open` is: a closed panel whose code loads on first opening (a
 * lazy drawer) stays mounted afterwards, so that it can close with its animation and keep
 * what it holds while closed.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
