import { createAppConfig } from '../rspack.base';

export default createAppConfig({ name: 'host', dir: __dirname, port: 4200 });
