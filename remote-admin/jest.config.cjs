/** @type {import('jest').Config} */
module.exports = {
  ...require('../jest.preset.cjs'),
  displayName: 'remote-admin',
  rootDir: __dirname,
};
