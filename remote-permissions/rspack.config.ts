import { createAppConfig } from '../rspack.base';

export default createAppConfig({
  name: 'remote_permissions',
  kind: 'remote',
  dir: __dirname,
  port: 4203,
  exposes: { './contribution': './src/app/contribution.ts' },
});
