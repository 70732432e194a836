import { createRemoteConfig } from '@portal/remote-kit/preset';

export default createRemoteConfig({ name: 'remote_permissions', dir: __dirname, port: 4203 });
