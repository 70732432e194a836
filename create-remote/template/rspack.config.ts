import { createRemoteConfig } from '@portal/remote-kit/preset';

// Its Module Federation name is its registered name with `_` for `-`; the port is `npm run dev`'s.
export default createRemoteConfig({ name: '__FEDERATION_NAME__', dir: __dirname, port: 4210 });
