/**
 * The host's build: the platform's preset (`@portal/remote-kit/preset`, which the remotes use
 * as it is) with what only the host bundles — antd itself, whose modules get their stand-ins.
 */
import path from 'node:path';
import { rspack, type Chunk, type Compiler, type OptimizationSplitChunksCacheGroupTestFn } from '@rspack/core';
import { createAppConfig as createPlatformConfig, type AppConfigOptions } from './remote-kit/src/preset/app-config';
import { APP_IMPORT, FRAME_FILES_ID, FRAME_IMPORTS, type FrameFiles } from './host/src/frame-files';
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

/** What every signed-in page loads, and what a remote's page adds (host/src/frame-files.ts). */
const { remote: REMOTE_FRAME_IMPORT, ...SIGNED_IN_FRAME_IMPORTS } = FRAME_IMPORTS;

const antdSheets = (assets: string[]) => assets.filter((name) => /^antd-static\.[0-9a-f]+\.css$/.test(name));

/**
 * Writes into index.html, as a JSON data block, the files each of the signed-in frame's dynamic
 * imports loads (host/src/frame-files.ts): the entry asks for them as soon as a session is
 * restored, instead of once the framework chunk has run; and a preload of the app's chunk. Found by the import's request, so the
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
          const frame = [...new Set(Object.values(SIGNED_IN_FRAME_IMPORTS).flatMap(filesOf))];
          const remote = filesOf(REMOTE_FRAME_IMPORT).filter((file) => !frame.includes(file));
          const files: FrameFiles = { frame, remote };
          data.headTags.push({
            tagName: 'script',
            voidTag: false,
            attributes: { type: 'application/json', id: FRAME_FILES_ID },
            innerHTML: JSON.stringify(files),
          });
          // The app's chunk, which every page waits for, is asked by the page itself, beside the
          // entry, rather than once the entry has arrived and run: 0.2 s sooner on a phone.
          // antd's prebuilt sheet is the theme's (the sign-in page draws without antd).
          const sheets = new Set(
            antdSheets(compilation.getAssets().map(({ name }) => name)).map((name) => base + name),
          );
          for (const file of filesOf(APP_IMPORT).filter((name) => !sheets.has(name))) {
            const as = file.endsWith('.css') ? 'style' : 'script';
            data.headTags.push({ tagName: 'link', voidTag: true, attributes: { rel: 'preload', as, href: file } });
          }
          return data;
        },
      );
    });
  }
}

/**
 * The signed-in frame as one file. Split as the default rules split it (by which of the frame's
 * imports share a module), the frame was 28 scripts of 1–27 KB gzip; over HTTP/1.1's six
 * connections per origin, on a phone's 150 ms round trips, their requests queued behind each
 * other for longer than their bytes took. Every module a frame import loads goes to one chunk
 * instead, asked by each of those imports — and by any other lazy chunk that uses one of its
 * modules (a remote's page, the lent shared-ui), which then finds it loaded rather than a copy.
 * The host's own pages off the frame (`page-*`, signed-out account pages among them) are left
 * out: they keep their modules and never fetch the frame.
 */
function frameCacheGroup() {
  const requests = new Set<string>(Object.values(SIGNED_IN_FRAME_IMPORTS));
  const isFrameChunk = (chunk: Chunk) =>
    [...chunk.groupsIterable].some((group) =>
      group.origins.some((origin) => origin.request !== undefined && requests.has(origin.request)),
    );
  return {
    name: 'frame',
    chunks: (chunk: Chunk) => !chunk.name?.startsWith('page-'),
    test: ((module, { chunkGraph }) =>
      [...chunkGraph.getModuleChunksIterable(module)].some(
        isFrameChunk,
      )) satisfies OptimizationSplitChunksCacheGroupTestFn,
    priority: 20,
    enforce: true,
  };
}

export function createAppConfig(options: Omit<AppConfigOptions, 'kind' | 'rules'>) {
  const config = createPlatformConfig({ ...options, kind: 'host', rules: antdStandIns() });
  // The monolithic bench build has no federation and no frame to ask early.
  if (options.federated === false) return config;
  config.plugins = [...(config.plugins ?? []), new FrameFilesPlugin()];
  const splitChunks = config.optimization!.splitChunks as { cacheGroups: Record<string, unknown> };
  splitChunks.cacheGroups.frame = frameCacheGroup();
  return config;
}
