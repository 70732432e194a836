import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { NavItemType } from '@portal/contracts/confine';
import type { ProductSelectionLoader, RequestDrawerLoader } from './subject';

/** A page module, loaded on first visit (keeps a remote's first load to its route table). */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/** What a route's prefetch is given: the route's parameters, the query string, the page's one QueryClient. */
export interface RoutePrefetchContext {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  queryClient: QueryClient;
}

/**
 * Asks for the data a page shows first, with the same query keys and functions as the page's
 * hooks, so the page finds it in the cache. Its failures are the page's to show: it may ignore them.
 */
export type RoutePrefetch = (context: RoutePrefetchContext) => void | Promise<void>;

export interface RouteContribution {
  /** Path relative to the root, react-router syntax: 'fields', 'field/:fieldCode'. */
  path: string;
  load: PageLoader;
  /** The user needs at least one of these; absent or empty = signed in is enough. */
  authorities?: readonly string[];
  /** Open routes render without the sign-in guard. */
  open?: boolean;
  /** 'empty' renders without the top bar and navigation (spec 000 §2.1 layout switch). */
  layout?: 'modern' | 'empty';
  /**
   * On a cold load of this route, called when the contribution arrives (the user signed in and
   * holding `authorities`): the page's first data is then asked beside its code, not after its
   * first render. Its imports load with the contribution on every page: keep them light.
   */
  prefetch?: RoutePrefetch;
  /**
   * The back-office section the page belongs to ('Catalogo', 'Permessi'): the host shows the
   * back-office side navigation beside it.
   */
  section?: string;
}

/**
 * basic: a link; aside: its children open beside it (a pop-out submenu); collapsable: its
 * children fold under it; group: a titled section; divider: a line; spacer: blank room.
 */
export type { NavItemType };

/** What a navigation item's `hidden` predicate may look at. */
export interface NavContext {
  permissions: readonly string[];
  /** The user approves the offline requests of the client's users (not a permission: a user flag). */
  approver?: boolean;
}

export interface NavContribution {
  id: string;
  type: NavItemType;
  title?: string;
  subtitle?: string;
  /** A name from the icon registry of shared-ui (`navIcon`). */
  icon?: string;
  link?: string;
  badge?: { title: string; color?: string };
  disabled?: boolean;
  /** Hidden unless the user holds one of these. */
  authorities?: readonly string[];
  /** Hidden when this returns true (checked after `authorities`). */
  hidden?: (context: NavContext) => boolean;
  /** `link` is another site's address: opened in a new tab, not through the router. */
  externalLink?: boolean;
  /** Lower first; the host merges the entries of every remote by it. */
  order?: number;
  /** The back-office section the entry is listed under in the side navigation of back-office pages. */
  section?: string;
  children?: NavContribution[];
}

/** What a remote's exposed `./contribution` module exports as default. */
export interface RemoteContribution {
  /** Shown in the fallback when the remote cannot be loaded. */
  title: string;
  routes: readonly RouteContribution[];
  navigation: readonly NavContribution[];
  /** The service list inside the host's product-selection drawer (remote-customer's). */
  productSelection?: ProductSelectionLoader;
  /** The REQUEST_DETAIL and COMPANIES_IN_SEARCH_REQUEST views of the host's drawer (remote-customer's). */
  requestDrawer?: RequestDrawerLoader;
}
