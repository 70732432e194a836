import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { configureClientHooks, useAuth } from '@portal/shared-auth';

/** Wires the shared HTTP client to this app's router, and keeps the page in shape. */
export function ClientHooksBridge() {
  const navigate = useNavigate();
  const location = useLocation();
  const tenant = useAuth((state) => state.tenant);
  const status = useAuth((state) => state.status);

  useEffect(() => {
    configureClientHooks({ navigate: (path) => navigate(path) });
  }, [navigate]);

  // Scroll to the top on every navigation (spec 000 §2.1).
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);

  useEffect(() => {
    if (tenant) document.title = tenant.descr;
  }, [tenant]);

  // The splash screen goes once the first navigation has a known session.
  useEffect(() => {
    if (status !== 'unknown') document.getElementById('splash')?.classList.add('hidden');
  }, [status]);

  return null;
}
