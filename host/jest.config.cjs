/** @type {import('jest').Config} */
module.exports = {
  ...require('../jest.preset.cjs'),
  displayName: 'host',
  rootDir: __dirname,
};
