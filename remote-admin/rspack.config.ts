import { createRemoteConfig } from '@portal/remote-kit/preset';

export default createRemoteConfig({ name: 'remote_admin', dir: __dirname, port: 4202 });
