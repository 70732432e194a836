import { createAppConfig } from '../rspack.base';

export default createAppConfig({
  name: 'remote_admin',
  kind: 'remote',
  dir: __dirname,
  port: 4202,
  exposes: { './contribution': './src/app/contribution.ts' },
});
