/**
 * `@portal/remote-kit/jest-preset`: the Jest settings a remote's component tests run with —
 * jsdom with what antd needs of a browser, TypeScript and JSX through SWC, the platform's
 * packages (ES modules) transformed, antd's CommonJS twins in place of its ES modules.
 * A team's jest.config.cjs: `module.exports = { ...require('@portal/remote-kit/jest-preset'), rootDir: __dirname };`
 * The repository's own preset (jest.preset.cjs) spreads this one.
 */
const path = require('node:path');

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: require.resolve('jest-environment-jsdom'),
  testMatch: ['<rootDir>/test/**/*.test.{ts,tsx}'],
  transform: {
    '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
      require.resolve('@swc/jest'),
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '\\.css$': require.resolve('identity-obj-proxy'),
    // A stylesheet imported for its URL: none in unit tests.
    '\\.css\\?url$': path.join(__dirname, 'jest/no-url.cjs'),
    // antd and @ant-design/icons ship CommonJS twins of their ES modules under lib/:
    // mapping to them spares transforming node_modules (and keeps the suite fast).
    '^antd/es/(.*)$': 'antd/lib/$1',
    '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
    '^@ant-design/icons-svg/es/(.*)$': '@ant-design/icons-svg/lib/$1',
    // The same for the federation bundler runtime's parts, whose twins end in .cjs.
    '^@module-federation/webpack-bundler-runtime/dist/(.*)\\.js$':
      '@module-federation/webpack-bundler-runtime/dist/$1.cjs',
  },
  // TypeBox (the contracts' schemas) and the platform's published packages ship ES modules.
  transformIgnorePatterns: ['/node_modules/(?!(typebox|@portal)/)'],
  setupFiles: [path.join(__dirname, 'jest/polyfills.cjs')],
  // antd's selects in jsdom take seconds on a busy two-core machine: a safety net, not a measure.
  testTimeout: 60_000,
};
