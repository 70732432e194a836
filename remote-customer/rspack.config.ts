import { createRemoteConfig } from '@portal/remote-kit/preset';

export default createRemoteConfig({ name: 'remote_customer', dir: __dirname, port: 4201 });
