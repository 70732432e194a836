import { useEffect } from 'react';
import { useLocation, useNavigate } from '@portal/shared-auth/router';
import { configureClientHooks, useAuth } from '@portal/shared-auth';
import { useTenantColourVariable } from '@portal/shared-ui/plain';
import { remotesStore } from '../remotes/remote-store';

/** The splash's opacity transition (index.html). */
export const SPLASH_FADE_MS = 300;

/** Wires the shared HTTP client to this app's router, and keeps the page in shape. */
export function ClientHooksBridge() {
  const navigate = useNavigate();
  const location = useLocation();
  const tenant = useAuth((state) => state.tenant);
  const status = useAuth((state) => state.status);
  useTenantColourVariable();

  useEffect(() => {
    configureClientHooks({ navigate: (path) => navigate(path) });
  }, [navigate]);

  // Scroll to the top on every navigation (spec 000 §2.1).
  useEffect(() => {
    window.scrollTo(0, 0);
    // A canary of this page was ended meanwhile: the new page loads with the stable version.
    const { reloadAfter } = remotesStore.getState();
    if (reloadAfter !== undefined && reloadAfter !== location.pathname) window.location.reload();
  }, [location.pathname]);

  useEffect(() => {
    if (tenant) document.title = tenant.descr;
  }, [tenant]);

  // The splash screen fades once the first navigation has a known session, then leaves the
  // page: a hidden 'Caricamento del portale…' would still be read out and found in the DOM.
  useEffect(() => {
    const splash = document.getElementById('splash');
    if (status === 'unknown' || !splash) return;
    splash.classList.add('hidden');
    const timer = setTimeout(() => splash.remove(), SPLASH_FADE_MS);
    return () => clearTimeout(timer);
  }, [status]);

  return null;
}
