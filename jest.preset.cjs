/**
 * The Jest settings every front-end package shares: the remote kit's (remote-kit/jest-preset.cjs),
 * with the platform's packages used from source. Each package's jest.config.cjs spreads this
 * and adds its own name and root.
 */
const path = require('node:path');

const root = __dirname;

const kit = require('./remote-kit/jest-preset.cjs');

/** @type {import('jest').Config} */
module.exports = {
  ...kit,
  moduleNameMapper: {
    ...kit.moduleNameMapper,
    // The shared packages are used from source, as the bundler does.
    '^@portal/contracts/(.*)$': path.join(root, 'contracts/src/$1.ts'),
    '^@portal/shared-auth$': path.join(root, 'shared-auth/src/index.ts'),
    '^@portal/shared-auth/query$': path.join(root, 'shared-auth/src/query/index.ts'),
    '^@portal/shared-auth/validate-field$': path.join(root, 'shared-auth/src/query/validate-field.ts'),
    '^@portal/shared-auth/files$': path.join(root, 'shared-auth/src/file-transfer.ts'),
    '^@portal/shared-auth/live$': path.join(root, 'shared-auth/src/live-channel.ts'),
    '^@portal/shared-auth/router$': path.join(root, 'shared-auth/src/router.ts'),
    '^@portal/shared-ui$': path.join(root, 'shared-ui/src/index.ts'),
    '^@portal/shared-ui/plain$': path.join(root, 'shared-ui/src/plain.ts'),
    '^@portal/shared-ui/core$': path.join(root, 'shared-ui/src/core.ts'),
    '^@portal/shared-ui/shell$': path.join(root, 'shared-ui/src/shell.ts'),
    '^@portal/shared-ui/dates$': path.join(root, 'shared-ui/src/dates.ts'),
    '^@portal/shared-ui/upload$': path.join(root, 'shared-ui/src/upload.ts'),
    '^@portal/shared-ui/forms$': path.join(root, 'shared-ui/src/forms.ts'),
    '^@portal/shared-ui/steps$': path.join(root, 'shared-ui/src/steps.ts'),
    '^@portal/shared-ui/tabs$': path.join(root, 'shared-ui/src/tabs.ts'),
    '^@portal/shared-ui/result$': path.join(root, 'shared-ui/src/result.ts'),
    '^@portal/shared-ui/descriptions$': path.join(root, 'shared-ui/src/descriptions.ts'),
    '^@portal/shared-ui/drawer$': path.join(root, 'shared-ui/src/drawer.ts'),
    '^@portal/shared-ui/menu$': path.join(root, 'shared-ui/src/menu.ts'),
    // Test-only doors: one fake API and one route renderer for every package's tests.
    '^@portal/shared-auth/testing$': path.join(root, 'shared-auth/src/testing/serve-api.ts'),
    '^@portal/shared-ui/testing$': path.join(root, 'shared-ui/src/testing/render-route.tsx'),
  },
  // TypeBox (the contracts' schemas) ships ES modules only: the one package transformed.
  transformIgnorePatterns: ['/node_modules/(?!typebox/)'],
  setupFilesAfterEnv: [path.join(root, 'jest.setup-env.cjs'), '<rootDir>/jest.setup.ts'],
  // The machines that run this have two cores.
  maxWorkers: 2,
  clearMocks: true,
  restoreMocks: true,
};
