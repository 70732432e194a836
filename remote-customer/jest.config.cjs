/** @type {import('jest').Config} */
module.exports = {
  ...require('../jest.preset.cjs'),
  displayName: 'remote-customer',
  rootDir: __dirname,
};
