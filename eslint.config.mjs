// One flat config for the whole repository. Module boundaries are Nx tags (see each
// package.json "nx.tags"): remotes never import remotes, libraries never import apps.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

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
            { sourceTag: 'type:host', onlyDependOnLibsWithTags: ['type:ui', 'type:auth', 'type:contract'] },
            { sourceTag: 'type:remote', onlyDependOnLibsWithTags: ['type:ui', 'type:auth', 'type:contract'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:auth', 'type:contract'] },
            { sourceTag: 'type:auth', onlyDependOnLibsWithTags: ['type:auth', 'type:contract'] },
            { sourceTag: 'type:api', onlyDependOnLibsWithTags: ['type:auth', 'type:contract'] },
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
    // antd reaches the apps only through shared-ui, its single door (one antd context).
    files: ['host/**/*.{ts,tsx}', 'remote-*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'antd', message: 'Importa i componenti da @portal/shared-ui.' },
            { name: 'axios', message: 'Usa api da @portal/shared-auth.' },
          ],
          patterns: [
            { group: ['antd/*', '@ant-design/icons', '@ant-design/icons/*'], message: 'Importa da @portal/shared-ui.' },
            {
              group: ['**/shared-ui/src/*', '**/shared-auth/src/*'],
              message: 'Importa il pacchetto per nome (singleton).',
            },
          ],
        },
      ],
    },
  },
  {
    // Build configs reach the repository's one config factory by path.
    files: ['*/rspack.config.ts', 'scripts/**/*.ts', 'e2e/**/*.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  prettier,
);
