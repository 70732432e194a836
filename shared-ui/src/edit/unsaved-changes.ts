import { useEffect, useRef } from 'react';
import App from 'antd/es/app';
import { useNavigate } from '@portal/shared-auth/router';

export const UNSAVED_CHANGES_TITLE = 'Modifiche non salvate';
export const UNSAVED_CHANGES_TEXT = 'Le modifiche non salvate andranno perse. Vuoi uscire comunque?';

/** A click that the browser or the router would turn into leaving this page for another of the portal. */
function leavingLink(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null; // a new tab or window
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return url;
}

/**
 * While `active` (a form holds changes not saved), leaving asks first: a link of the portal
 * (the back arrow, the menu, a row's Modifica) opens 'Modifiche non salvate', and closing or
 * reloading the tab gets the browser's own question. The portal's router is not a data router
 * (no `useBlocker`), so links are caught in the capture phase, before the router's handler.
 * Leaving by the code (after a save) is not asked about. `active` is read when the user leaves,
 * not when it last rendered: a change made just before the click counts.
 */
export function useUnsavedChangesGuard(active: boolean): void {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const activeNow = useRef(active);
  activeNow.current = active;
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!activeNow.current) return;
      event.preventDefault();
      // Older Chromium asks only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (!activeNow.current) return;
      const url = leavingLink(event);
      if (!url) return;
      event.preventDefault();
      event.stopPropagation();
      modal.confirm({
        title: UNSAVED_CHANGES_TITLE,
        content: UNSAVED_CHANGES_TEXT,
        okText: 'Esci senza salvare',
        okButtonProps: { danger: true },
        cancelText: 'Resta',
        onOk: () => navigate(`${url.pathname}${url.search}${url.hash}`),
      });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [modal, navigate]);
}
