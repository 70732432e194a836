/** @type {import('jest').Config} */
module.exports = {
  ...require('../jest.preset.cjs'),
  displayName: 'shared-auth',
  rootDir: __dirname,
};
