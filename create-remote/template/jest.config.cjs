/** @type {import('jest').Config} */
module.exports = { ...require('@portal/remote-kit/jest-preset'), rootDir: __dirname };
