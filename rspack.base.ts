/**
 * The host's build: the platform's preset (`@portal/remote-kit/preset`, which the remotes use
 * as it is) with what only the host bundles — antd itself, whose modules get their stand-ins.
 */
import path from 'node:path';
import { rspack, type Compiler } from '@rspack/core';
import { createAppConfig as createPlatformConfig, type AppConfigOptions } from './remote-kit/src/preset/app-config';
import { FRAME_FILES_ID, FRAME_IMPORTS, type FrameFiles } from './host/src/frame-files';
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

const antdSheets = (assets: string[]) => assets.filter((name) => /^antd-static\.[0-9a-f]+\.css$/.test(name));

/**
 * Writes into index.html, as a JSON data block, the files each of the signed-in frame's dynamic
 * imports loads (host/src/frame-files.ts): the entry asks for them as soon as a session is
 * restored, instead of once the framework chunk has run. Found by the import's request, so the
 * chunks keep their ids (a name would add itself to every page's runtime).
 */
class FrameFilesPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('FrameFilesPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tapPromise(
        'FrameFilesPlugin',
        async (data) => {
          const base = String(compilation.outputOptions.publicPath ?? '/');
          const filesOf = (request: string) => {
            const groups = compilation.chunkGroups.filter((group) =>
              group.origins.some((origin) => origin.request === request),
            );
            if (groups.length === 0) throw new Error(`FrameFilesPlugin: nessun import('${request}') nel build`);
            const names = groups.flatMap((group) =>
              group.chunks.flatMap((chunk) => [...chunk.files, ...chunk.auxiliaryFiles]),
            );
            // antd's prebuilt sheet is a file the theme links itself (antd-static-styles.ts).
            if (request === FRAME_IMPORTS.theme)
              names.push(...antdSheets(compilation.getAssets().map(({ name }) => name)));
            return [...new Set(names)].filter((name) => /\.(js|css)$/.test(name)).map((name) => base + name);
          };
          const { remote, ...frameImports } = FRAME_IMPORTS;
          const frame = [...new Set(Object.values(frameImports).flatMap(filesOf))];
          const files: FrameFiles = { frame, remote: filesOf(remote).filter((file) => !frame.includes(file)) };
          data.headTags.push({
            tagName: 'script',
            voidTag: false,
            attributes: { type: 'application/json', id: FRAME_FILES_ID },
            innerHTML: JSON.stringify(files),
          });
          return data;
        },
      );
    });
  }
}

export function createAppConfig(options: Omit<AppConfigOptions, 'kind' | 'rules'>) {
  const config = createPlatformConfig({ ...options, kind: 'host', rules: antdStandIns() });
  // The monolithic bench build has no federation and no frame to ask early.
  if (options.federated !== false) config.plugins = [...(config.plugins ?? []), new FrameFilesPlugin()];
  return config;
}
