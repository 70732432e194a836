// One flat config for the whole repository. Module boundaries are Nx tags (see each
// package.json "nx.tags"): remotes never import remotes, libraries never import apps.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const APPS = ['host', 'remote-customer', 'remote-admin', 'remote-permissions'];

/** The feature folders of an app (src/features/<name>). */
const featuresOf = (app) =>
  readdirSync(new URL(`./${app}/src/features`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * Layers inside each app (bulletproof-react's zones): app/ composes features; a feature never
 * imports app/ nor another feature; the shared folders (components, lib, hooks, stores, config)
 * import no feature and no app/.
 */
const layerZones = APPS.flatMap((app) => {
  const src = `./${app}/src`;
  const features = featuresOf(app);
  return [
    ...features.map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [`./${feature}`],
      message: 'Una feature non importa altre feature: ciò che serve a due va in components/, lib/ o stores/.',
    })),
    {
      target: `${src}/features`,
      from: `${src}/app`,
      message: 'Le feature non importano app/: app/ compone le feature, non il contrario.',
    },
    ...['components', 'lib', 'hooks', 'stores', 'config'].map((shared) => ({
      target: `${src}/${shared}`,
      from: [`${src}/features`, `${src}/app`],
      message: 'Le cartelle condivise non importano feature né app/.',
    })),
  ];
});

/**
 * A page calls an endpoint through the browser's copy of its descriptor, which carries no
 * schema (@portal/contracts/endpoints/*); the declaration itself, schemas and all, is the API's.
 */
const ENDPOINT_MIRROR_RULE = {
  group: ['@portal/contracts/api/*'],
  importNamePattern: 'Endpoints$',
  message: 'Importa i descrittori da @portal/contracts/endpoints/* (la copia per il browser, senza schemi).',
};

/** The API's modules: app.ts alone registers routes. */
const ROUTES_ONLY_FROM_APP = { group: ['**/routes.ts'], message: 'Le route di un modulo le registra solo app.ts.' };
// A module is used by the others through its doors: its service (rules and writes) and its
// reads (what another module's service may read); its other files are its own.
const OTHER_MODULES_INSIDE = {
  group: ['../*/*.ts', '!../../*', '!../*/service.ts', '!../*/reads.ts', '!../*/routes.ts'],
  message: 'Un altro modulo si usa dal suo service.ts (o reads.ts), non dai suoi file interni.',
};
const MODULES_FROM_OUTSIDE = {
  group: ['**/modules/*/*.ts', '!**/modules/*/service.ts', '!**/modules/*/reads.ts'],
  message: 'Un modulo si usa dal suo service.ts (o reads.ts), non dai suoi file interni.',
};
/**
 * Another module's SQL is reached through its door, `reads.ts` (or its service), never its
 * repositories: from a module, `../<other>/…repository.ts`; from elsewhere, `…/modules/<m>/…repository.ts`.
 */
const OTHER_MODULES_SQL = {
  regex: '^(\\.\\./[a-z-]+|(\\.\\./)+modules/[a-z-]+)/([a-z-]+-)?repository\\.ts$',
  message: 'Un altro modulo si legge dal suo reads.ts (o dal suo servizio), non dai suoi repository.',
};

/** What the apps import only through their single doors. */
const APP_IMPORT_PATHS = [
  { name: 'antd', message: 'Importa i componenti da @portal/shared-ui.' },
  { name: 'axios', message: 'Chiama gli endpoint con call() di @portal/shared-auth.' },
  { name: 'react-router', message: 'Importa da @portal/shared-auth/router (singleton ridotto).' },
  { name: 'react-router-dom', message: 'Importa da @portal/shared-auth/router (singleton ridotto).' },
  { name: 'formik', message: 'Importa da @portal/shared-ui/forms (un solo formik per la pagina).' },
  { name: 'yup', message: 'Importa { yup } da @portal/shared-ui/forms (una sola copia per la pagina).' },
];
const APP_IMPORT_PATTERNS = [
  { group: ['antd/*', '@ant-design/icons', '@ant-design/icons/*'], message: 'Importa da @portal/shared-ui.' },
  {
    group: ['**/shared-ui/src/*', '**/shared-auth/src/*'],
    message: 'Importa il pacchetto per nome (singleton).',
  },
  ENDPOINT_MIRROR_RULE,
];
/** The endpoint callers that take a URL: the apps call through descriptors instead. */
const ENDPOINT_CALL_PATHS = [
  {
    name: '@portal/shared-auth',
    importNames: ['api', 'http'],
    message: 'Chiama gli endpoint con call() e il loro descrittore (@portal/contracts/endpoints/*).',
  },
  {
    name: '@portal/shared-auth/files',
    importNames: ['uploadFile', 'downloadFile'],
    message: 'Usa uploadTo/downloadFrom con il descrittore dell’endpoint.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules',
      '**/dist',
      '**/dist-*',
      '**/out-tsc',
      '.nx',
      '.data',
      'releases',
      'coverage',
      // What a failed e2e run leaves behind (git ignores them too).
      '**/playwright-report',
      '**/test-results',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { '@nx': nx, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allow: [],
          depConstraints: [
            // An app's build configuration is the remote kit's preset.
            { sourceTag: 'type:host', onlyDependOnLibsWithTags: ['type:ui', 'type:auth', 'type:contract', 'type:kit'] },
            {
              sourceTag: 'type:remote',
              onlyDependOnLibsWithTags: ['type:ui', 'type:auth', 'type:contract', 'type:kit'],
            },
            // The kit builds and releases remotes: it knows the contracts, never a page's code.
            { sourceTag: 'type:kit', onlyDependOnLibsWithTags: ['type:contract'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:auth', 'type:contract'] },
            { sourceTag: 'type:auth', onlyDependOnLibsWithTags: ['type:auth', 'type:contract'] },
            // The API shares only the contracts with the pages: the browser's packages are not its own.
            { sourceTag: 'type:api', onlyDependOnLibsWithTags: ['type:contract'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:auth', 'type:contract'] },
            // The vocabulary API and screens share: pure data, depending on nothing.
            { sourceTag: 'type:contract', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'scope:customer', onlyDependOnLibsWithTags: ['scope:customer', 'scope:shared'] },
            { sourceTag: 'scope:catalogue', onlyDependOnLibsWithTags: ['scope:catalogue', 'scope:shared'] },
            { sourceTag: 'scope:permissions', onlyDependOnLibsWithTags: ['scope:permissions', 'scope:shared'] },
          ],
        },
      ],
    },
  },
  {
    files: APPS.map((app) => `${app}/src/**/*.{ts,tsx}`),
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones }] },
  },
  {
    // antd reaches the apps only through shared-ui, its single door (one antd context).
    files: ['host/**/*.{ts,tsx}', 'remote-*/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: APP_IMPORT_PATHS, patterns: APP_IMPORT_PATTERNS }] },
  },
  {
    // The apps' code calls an endpoint through its descriptor only: no URL, no answer type by
    // hand. The host hands the shared client to the remotes as a whole (provided-singletons).
    files: APPS.map((app) => `${app}/src/**/*.{ts,tsx}`),
    ignores: ['host/src/remotes/provided-singletons.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [...APP_IMPORT_PATHS, ...ENDPOINT_CALL_PATHS], patterns: APP_IMPORT_PATTERNS },
      ],
    },
  },

  {
    // The builds give antd's Card no Tabs (shared-ui/build/antd-stand-ins.ts): a card with tabs would fail.
    files: ['host/src/**/*.tsx', 'remote-*/src/**/*.tsx', 'shared-ui/src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='tabList']", message: 'Card senza schede nel portale: usa Tabs.' },
      ],
    },
  },
  {
    // antd's breakpoints answer `{}` until after the first render: a phone would draw the desktop's layout first.
    files: ['host/src/**/*.{ts,tsx}', 'remote-*/src/**/*.{ts,tsx}', 'shared-ui/src/**/*.{ts,tsx}'],
    ignores: ['shared-ui/src/hooks/use-screens.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'Grid',
          property: 'useBreakpoint',
          message: 'Usa useScreens (shared-ui): conosce lo schermo dal primo render.',
        },
      ],
    },
  },
  {
    // The API's layers: a module's routes are registered by app.ts alone; a repository (a
    // module's: repository.ts and any <table>-repository.ts) holds SQL only, and imports
    // no rule, nothing HTTP and no route.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/app.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [ROUTES_ONLY_FROM_APP, OTHER_MODULES_SQL, MODULES_FROM_OUTSIDE] }],
    },
  },
  {
    files: ['api/src/modules/*/*.ts'],
    ignores: ['api/src/modules/*/routes.ts', 'api/src/modules/*/repository.ts', 'api/src/modules/*/*-repository.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [ROUTES_ONLY_FROM_APP, OTHER_MODULES_SQL, OTHER_MODULES_INSIDE] }],
    },
  },
  {
    // A module's routes speak HTTP and call their service: its reads included, so that the
    // service is the module's one door and a rule added to a read has one place to go.
    files: ['api/src/modules/*/routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ROUTES_ONLY_FROM_APP,
            OTHER_MODULES_INSIDE,
            {
              group: ['**/repository.ts', '**/*-repository.ts', '**/db/*'],
              message: 'Una route chiama il servizio del suo modulo, non il suo SQL.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['api/src/modules/*/repository.ts', 'api/src/modules/*/*-repository.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'fastify', message: 'Un repository non sa nulla di HTTP.' }],
          patterns: [
            OTHER_MODULES_SQL,
            OTHER_MODULES_INSIDE,
            {
              group: [
                '**/routes.ts',
                '**/service.ts',
                '**/http/*',
                '**/plugins/*',
                '@fastify/*',
                './*',
                '!./*repository.ts',
              ],
              message: 'Un repository contiene solo SQL: nessuna regola, nulla di HTTP, nessuna route.',
            },
          ],
        },
      ],
    },
  },
  {
    // The tests and the tooling use the API through its doors (package.json exports), never its files.
    files: ['e2e/**/*.ts', 'scripts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/api/src/*', '**/api/src/**'],
              message: 'Importa da @portal/api/<porta> (testing, demo-data, database, sheets, release-registry).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared-auth/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ENDPOINT_MIRROR_RULE] }] },
  },
  {
    // The shared libraries make no call of their own: the one HTTP client lives in shared-auth,
    // and each feature's endpoint file is where a call is made.
    files: ['shared-ui/src/**/*.{ts,tsx}'],
    ignores: ['shared-ui/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'axios', message: 'shared-ui non fa chiamate HTTP.' },
            { name: 'react-router-dom', message: 'Importa da @portal/shared-auth/router (singleton ridotto).' },
            {
              name: '@portal/shared-auth',
              importNames: ['api', 'http', 'uploadFile', 'downloadFile', 'refreshAccessToken'],
              message: "shared-ui non fa chiamate HTTP: le fa il file dell'endpoint nella feature.",
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'shared-ui non fa chiamate HTTP.' },
        { name: 'XMLHttpRequest', message: 'shared-ui non fa chiamate HTTP.' },
      ],
    },
  },
  {
    // Build configs reach the repository's one config factory by path.
    files: ['*/rspack.config.ts', 'scripts/**/*.ts', 'e2e/**/*.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    // The scaffold's template is a team's remote, a project of its own once written out: it
    // depends on the published kit as a remote does, not on what create-remote may use.
    files: ['create-remote/template/**/*.{ts,tsx}'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  prettier,
);
