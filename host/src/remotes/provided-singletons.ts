import type { init } from '@module-federation/enhanced/runtime';
import type { SharedSingleton, SingletonVersions } from '@portal/contracts/platform';
import * as sharedAuthRouter from '@portal/shared-auth/router';
import * as sharedAuth from '@portal/shared-auth';
import * as sharedUiPlain from '@portal/shared-ui/plain';
import * as react from 'react';
import * as reactJsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as zustand from 'zustand';

type SharedOptions = NonNullable<Parameters<typeof init>[0]['shared']>;

/**
 * What the host lends the remotes: every singleton of the platform. Remotes are built with
 * `import: false` on each: they never bring a copy and always run on these modules, the very
 * ones the host's own code imports (one React, one store, one antd context).
 * - Those every page of the host runs are lent as they are (`lib`): already loaded, and the
 *   runtime records them as the host's.
 * - The others are loaded when a remote first asks for one (`get`), so the list costs the first
 *   screens nothing; the host lends even those it does not run itself (a development build of a
 *   remote uses `react/jsx-dev-runtime`).
 * A CommonJS module comes as the bundler's namespace of it (its exports under `default` and by
 * name), which a remote's imports read as they read any module.
 */
const LENT: Record<SharedSingleton, { module: unknown } | { load: () => Promise<unknown> }> = {
  react: { module: react },
  'react/jsx-runtime': { module: reactJsxRuntime },
  'react/jsx-dev-runtime': { load: () => import('react/jsx-dev-runtime') },
  'react-dom': { module: reactDom },
  'react-dom/client': { module: reactDomClient },
  '@portal/shared-auth/router': { module: sharedAuthRouter },
  zustand: { module: zustand },
  dayjs: { load: () => import('dayjs') },
  // Apps call the API through @portal/shared-auth's client, never axios itself (ESLint).
  axios: { load: () => import('axios') },
  '@tanstack/react-query': { load: () => import('@tanstack/react-query') },
  '@portal/shared-auth': { module: sharedAuth },
  '@portal/shared-auth/query': { load: () => import('@portal/shared-auth/query') },
  '@portal/shared-ui': { load: () => import('@portal/shared-ui') },
  '@portal/shared-ui/plain': { module: sharedUiPlain },
  '@portal/shared-ui/core': { load: () => import('@portal/shared-ui/core') },
  '@portal/shared-ui/shell': { load: () => import('@portal/shared-ui/shell') },
  '@portal/shared-ui/dates': { load: () => import('@portal/shared-ui/dates') },
  '@portal/shared-ui/upload': { load: () => import('@portal/shared-ui/upload') },
  '@portal/shared-ui/steps': { load: () => import('@portal/shared-ui/steps') },
  '@portal/shared-ui/tabs': { load: () => import('@portal/shared-ui/tabs') },
  '@portal/shared-ui/result': { load: () => import('@portal/shared-ui/result') },
  '@portal/shared-ui/descriptions': { load: () => import('@portal/shared-ui/descriptions') },
  '@portal/shared-ui/drawer': { load: () => import('@portal/shared-ui/drawer') },
  '@portal/shared-ui/menu': { load: () => import('@portal/shared-ui/menu') },
  '@portal/shared-ui/forms': { load: () => import('@portal/shared-ui/forms') },
};

/** Written by the build (remote-kit/src/preset/app-config.ts): the installed versions and the ranges remotes may require. */
declare const __PORTAL_SINGLETONS__: SingletonVersions;

/** The runtime's `shared` option: each singleton with its version, lent as it is or on demand. */
export function providedSingletons(versions: SingletonVersions = __PORTAL_SINGLETONS__): SharedOptions {
  return Object.fromEntries(
    Object.entries(LENT).map(([request, lent]) => {
      const { version, requiredVersion } = versions[request as SharedSingleton];
      const given =
        'module' in lent ? { lib: () => lent.module } : { get: () => lent.load().then((module) => () => module) };
      return [request, { version, scope: 'default', shareConfig: { singleton: true, requiredVersion }, ...given }];
    }),
  );
}

/**
 * The frame of every signed-in screen runs `@portal/shared-ui/shell`, tree-shaken to what it
 * uses; a remote's page asks for the whole module (every export, and with it most of the core
 * entry). Its remainder loads with the runtime, after the first frame, rather than with the
 * first remote page: 3.5-8 KB gzip less there, 7 KB more on /portal once quiet (npm run bench).
 */
const LENT_WITH_THE_RUNTIME: readonly SharedSingleton[] = ['@portal/shared-ui/shell'];

/** Fetches them (a failure shows on the page that needs them, which asks again). */
export function prefetchLentWithTheRuntime(): void {
  for (const request of LENT_WITH_THE_RUNTIME) {
    const lent = LENT[request];
    if ('load' in lent) void lent.load().catch(() => {});
  }
}
