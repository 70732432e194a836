/**
 * The host's build: the platform's preset (`@portal/remote-kit/preset`, which the remotes use
 * as it is) with what only the host bundles — antd itself, whose modules get their stand-ins.
 */
import path from 'node:path';
import { createAppConfig as createPlatformConfig, type AppConfigOptions } from './remote-kit/src/preset/app-config';
import { ANTD_STAND_INS } from './shared-ui/build/antd-stand-ins';

function antdStandIns() {
  return ANTD_STAND_INS.map(({ module, statement, binding, standIn }) => ({
    test: new RegExp(
      `[\\\\/]node_modules[\\\\/]antd[\\\\/]es[\\\\/]${module.replaceAll('/', '[\\\\/]').replaceAll('.', '\\.')}$`,
    ),
    loader: path.join(__dirname, 'shared-ui/build/stand-in-loader.cjs'),
    options: { statement, binding, standIn: path.join(__dirname, 'shared-ui/src/theme', standIn) },
  }));
}

export function createAppConfig(options: Omit<AppConfigOptions, 'kind' | 'rules'>) {
  return createPlatformConfig({ ...options, kind: 'host', rules: antdStandIns() });
}
