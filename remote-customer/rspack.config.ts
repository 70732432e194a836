import { createAppConfig } from '../rspack.base';

export default createAppConfig({
  name: 'remote_customer',
  kind: 'remote',
  dir: __dirname,
  port: 4201,
  exposes: { './contribution': './src/app/contribution.ts' },
});
