/** @type {import('jest').Config} */
module.exports = {
  ...require('../jest.preset.cjs'),
  displayName: 'remote-permissions',
  rootDir: __dirname,
};
