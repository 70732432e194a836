/**
 * Remotes are built with `import: false` on every singleton: they never bring a copy and
 * always run on the host's. So the host must provide each one, even those it does not
 * execute itself (a development build of a remote uses `react/jsx-dev-runtime`, a
 * production host does not). Lazy imports put them in the build without loading them.
 * Keep in step with SHARED_SINGLETONS in rspack.base.ts.
 */
const PROVIDED_SINGLETONS: (() => Promise<unknown>)[] = [
  () => import('react'),
  () => import('react/jsx-runtime'),
  () => import('react/jsx-dev-runtime'),
  () => import('react-dom'),
  () => import('react-dom/client'),
  () => import('@portal/shared-auth/router'),
  () => import('zustand'),
  () => import('dayjs'),
  () => import('axios'),
  () => import('@tanstack/react-query'),
  () => import('@portal/shared-auth'),
  () => import('@portal/shared-auth/query'),
  () => import('@portal/shared-ui'),
  () => import('@portal/shared-ui/plain'),
  () => import('@portal/shared-ui/core'),
  () => import('@portal/shared-ui/shell'),
  () => import('@portal/shared-ui/dates'),
  () => import('@portal/shared-ui/upload'),
  () => import('@portal/shared-ui/steps'),
  () => import('@portal/shared-ui/tabs'),
  () => import('@portal/shared-ui/result'),
  () => import('@portal/shared-ui/descriptions'),
  () => import('@portal/shared-ui/drawer'),
  () => import('@portal/shared-ui/menu'),
];

// A global reference keeps the bundler from dropping the list as unused.
(globalThis as { __portalProvidedSingletons?: unknown }).__portalProvidedSingletons = PROVIDED_SINGLETONS;
