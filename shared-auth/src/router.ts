/**
 * `@portal/shared-auth/router`: the router as the platform uses it, one Module Federation
 * singleton for the host and every remote (one navigation state, one location).
 *
 * Shared as a whole, `react-router-dom` cannot be tree-shaken: the bundler does not know
 * which exports the remotes will ask for, so the first page would carry all of it (data
 * routers, server rendering, cookies: 59 KB gzip). Sharing this list instead lets the build
 * keep only what is named here (lint sends every import through it). Add a name when a
 * screen needs it.
 */
export {
  BrowserRouter,
  Link,
  matchPath,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { LinkProps, NavigateFunction, Location } from 'react-router-dom';
