/** @type {import('jest').Config} */
module.exports = {
  ...require('../jest.preset.cjs'),
  displayName: 'shared-ui',
  rootDir: __dirname,
};
