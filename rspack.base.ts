/**
 * The one Rspack + Module Federation config factory. Each app's rspack.config.ts states
 * only what is its own (name, port, exposes); everything shared lives here.
 */
import { existsSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import path from 'node:path';
import { rspack, type Compiler, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import {
  CONTRACT_FILE,
  REMOTE_CONTRACT_VERSION,
  SHARED_SINGLETONS,
  type SharedEntry,
  type SingletonVersions,
} from './contracts/src/platform';
import { ANTD_STAND_INS } from './shared-ui/build/antd-stand-ins';

/**
 * Writes `portal-contract.json` beside the manifest: the contribution contract this build was
 * made against, and its singletons — the host's it lends, a remote's it needs from the host
 * (the manifest records neither `import: false` nor, by itself, every version). The release
 * tooling and the registry compare a remote's with the host's.
 */
class ContractFilePlugin {
  constructor(
    private readonly name: string,
    private readonly shared: SharedEntry[],
  ) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('ContractFilePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ContractFilePlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const content = JSON.stringify({
            name: this.name,
            contractVersion: REMOTE_CONTRACT_VERSION,
            shared: this.shared,
          });
          compilation.emitAsset(CONTRACT_FILE, new rspack.sources.RawSource(content));
        },
      );
    });
  }
}

const brotliCompress = promisify(zlib.brotliCompress);
const gzipCompress = promisify(zlib.gzip);

/** What is worth compressing: text a browser asks for, from 1 KB (smaller gains less than its headers). */
const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;
const MIN_COMPRESSED_BYTES = 1024;

/**
 * Writes each text file again beside itself as `.br` (brotli, quality 11) and `.gz` (gzip -9),
 * once, at build time: the static servers (sirv) and nginx (`gzip_static`) hand a browser the
 * compressed copy it accepts, with no work per request. On a phone's Slow 4G a first load moves
 * about a fifth of the bytes it would uncompressed.
 */
class PrecompressPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrecompressPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async (assets) => {
          const files = Object.keys(assets).filter((file) => COMPRESSIBLE.test(file));
          await Promise.all(
            files.map(async (file) => {
              const source = compilation.getAsset(file)!.source.buffer();
              if (source.length < MIN_COMPRESSED_BYTES) return;
              const [brotli, gzip] = await Promise.all([
                brotliCompress(source, {
                  params: {
                    [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
                  },
                }),
                gzipCompress(source, { level: 9 }),
              ]);
              compilation.emitAsset(`${file}.br`, new rspack.sources.RawSource(brotli));
              compilation.emitAsset(`${file}.gz`, new rspack.sources.RawSource(gzip));
            }),
          );
        },
      );
    });
  }
}

// Workspaces and dependencies are all hoisted to the root's node_modules.
const NODE_MODULES = path.join(__dirname, 'node_modules');

/**
 * The federation plugin injects the bundler runtime by the path of its CommonJS build, which
 * the bundler cannot tree-shake: every remoteEntry.js would carry the SDK's Node loaders and
 * manifest code it never runs. Its ES module build, the same code, can be shaken.
 */
const FEDERATION_RUNTIME_AS_ESM = Object.fromEntries(
  ['webpack-bundler-runtime', 'runtime', 'runtime-core', 'sdk'].map((pkg) => [
    path.join(NODE_MODULES, '@module-federation', pkg, 'dist/index.cjs'),
    path.join(NODE_MODULES, '@module-federation', pkg, 'dist/index.js'),
  ]),
);

/**
 * A remote runs on the host's bundler runtime (contract 2): its build takes, in place of the
 * package, the module that reads the copy the host lends (3.7 KB gzip less per remoteEntry.js).
 */
const BUNDLER_RUNTIME_FROM_HOST = Object.fromEntries(
  ['dist/index.cjs', 'dist/index.js'].map((file) => [
    path.join(NODE_MODULES, '@module-federation/webpack-bundler-runtime', file),
    path.join(__dirname, 'shared-ui/build/bundler-runtime-from-host.ts'),
  ]),
);

const ANTD_EN_US = path.join(NODE_MODULES, 'antd/es/locale/en_US');
const ANTD_IT_IT = path.join(NODE_MODULES, 'antd/es/locale/it_IT.js');

export type AppKind = 'host' | 'remote';

export interface AppConfigOptions {
  /** Module Federation name: host, remote_customer, remote_admin, remote_permissions. */
  name: string;
  kind: AppKind;
  /** The app folder (pass `__dirname`). */
  dir: string;
  port: number;
  /** Remotes only: `{ './contribution': './src/app/contribution.ts' }`. */
  exposes?: Record<string, string>;
  /** Extra resolve aliases (the monolithic bench build swaps the remote source). */
  alias?: Record<string, string>;
  /** Build without Module Federation (the monolithic build used by the bench). */
  federated?: boolean;
  outputDir?: string;
}

function antdStandIns(repoRoot: string) {
  return ANTD_STAND_INS.map(({ module, statement, binding, standIn }) => ({
    test: new RegExp(
      `[\\\\/]node_modules[\\\\/]antd[\\\\/]es[\\\\/]${module.replaceAll('/', '[\\\\/]').replaceAll('.', '\\.')}$`,
    ),
    loader: path.join(repoRoot, 'shared-ui/build/stand-in-loader.cjs'),
    options: { statement, binding, standIn: path.join(repoRoot, 'shared-ui/src/theme', standIn) },
  }));
}

/** `react/jsx-runtime` -> `react`, `@portal/shared-ui/core` -> `@portal/shared-ui`. */
export function packageOf(request: string): string {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * Singletons that are the platform's list of a library's exports (so that the library can be
 * tree-shaken) carry the library's version: the contract is the router's major, not the
 * version of the workspace package that holds the list.
 */
const VERSION_SOURCE: Partial<Record<string, string>> = { '@portal/shared-auth/router': 'react-router-dom' };

/**
 * Where the host's build finds a package: its own `node_modules` first (npm nests there the
 * version the apps declare when the root holds another, or none), then the root's. Reading the
 * root's alone once took axios 1.18.1, a tool's copy, for the 1.21.1 the apps bundle.
 */
const RESOLVED_FROM = [path.join(__dirname, 'host', 'node_modules'), NODE_MODULES];

function installedVersionOf(request: string): string {
  const pkg = packageOf(VERSION_SOURCE[request] ?? request);
  const manifest = RESOLVED_FROM.map((folder) => path.join(folder, pkg, 'package.json')).find((file) =>
    existsSync(file),
  );
  if (!manifest) throw new Error(`${pkg}: non installato (npm install)`);
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/**
 * The federation contract: a singleton is compatible within its installed major. The host
 * provides the installed version; a remote requires `^major` of what it was built against,
 * strictly, so a remote built against another major refuses to start (its slot shows the
 * fallback) instead of running on an incompatible React, router or store.
 */
export function requiredVersionOf(request: string): string {
  return `^${installedVersionOf(request).split('.')[0]}.0.0`;
}

/**
 * A remote's singletons: it never ships its own copy and always runs on the host's instances,
 * which guarantees one React, one store and one antd context.
 */
function remoteSharedConfig() {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((request) => [
      request,
      {
        singleton: true,
        requiredVersion: requiredVersionOf(request),
        // Recorded in the manifest for any host reading it: the version this remote was built against.
        version: installedVersionOf(request),
        import: false as const,
        strictVersion: true,
      },
    ]),
  );
}

/** What the host lends of each singleton (host/src/remotes/provided-singletons.ts). */
function singletonVersions(): SingletonVersions {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((request) => [
      request,
      { version: installedVersionOf(request), requiredVersion: requiredVersionOf(request) },
    ]),
  ) as SingletonVersions;
}

/**
 * The host's own pages off the frame (account pages, the advanced search): their lazy chunks are
 * named so (host/src/app/account-routes.tsx). Each keeps its modules: shared, the modules a page
 * has in common with a singleton the host lends the remotes (the lent @portal/shared-ui: tables,
 * forms, selects) were split out of the lent one into a chunk per set of pages, and a remote's
 * first page fetched the lent shared-ui in eight files instead of one (157 KB gzip against 141:
 * gzip works per file). A cache group of their own claims their modules first, and leaves them
 * where they are (a filter function did the same, but cost the build a second of calls into JS).
 */
const HOST_PAGE_CHUNK = /^page-/;

export function createAppConfig(options: AppConfigOptions): Configuration {
  const { name, kind, dir, port, exposes, alias, federated = true } = options;
  const production = process.env.NODE_ENV !== 'development';
  const isHost = kind === 'host';

  return {
    context: dir,
    mode: production ? 'production' : 'development',
    devtool: production ? false : 'cheap-module-source-map',
    entry: { main: './src/index.ts' },
    output: {
      path: options.outputDir ?? path.join(dir, 'dist'),
      // The host is served from its own origin root (deep-link reloads need '/');
      // remotes are loaded from other origins and versioned folders, so 'auto'.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: name,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
      alias: {
        ...FEDERATION_RUNTIME_AS_ESM,
        ...(federated && !isHost ? BUNDLER_RUNTIME_FROM_HOST : {}),
        ...alias,
      },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
              target: 'es2022',
            },
          },
          type: 'javascript/auto',
        },
        // These packages are pure but do not say so in package.json; without the flag every
        // antd input drags in the whole form engine (and its validator) through one import, and
        // every table the whole Tree component (7.5 KB gzip) for the four helpers its selection
        // column takes from the tree's index.
        { test: /[\\/]node_modules[\\/]@rc-component[\\/](form|async-validator|tree)[\\/]/, sideEffects: false },
        // Apps are folders of the repository's root.
        ...antdStandIns(path.dirname(dir)),
        // `?url`: a stylesheet as a file of its own, which the page loads itself (antd's prebuilt
        // styles, placed before every other sheet); any other is bundled with its chunk.
        {
          test: /\.css$/,
          resourceQuery: /^\?url$/,
          type: 'asset/resource',
          generator: { filename: '[name].[contenthash:8].css' },
        },
        { test: /\.css$/, resourceQuery: { not: [/^\?url$/] }, type: 'css/auto' },
        { test: /\.(png|svg|jpe?g|gif|webp|ico)$/, type: 'asset' },
        // Icon fonts: always a file of their own, fetched by the browser only when a glyph shows.
        { test: /\.woff2?$/, type: 'asset/resource' },
      ],
    },
    optimization: {
      minimize: production,
      // The prebuilt antd sheet is kept as antd writes it, as it would be in the page: the CSS
      // minimizer's browser targets multiply its `:where()` lists and prefixes (0.4 MB to 2 MB).
      minimizer: [
        new rspack.SwcJsMinimizerRspackPlugin(),
        new rspack.LightningCssMinimizerRspackPlugin({ exclude: /^antd-static\./ }),
      ],
      // No vendor lumping: modules shared by two async entries (shared-ui and its core)
      // go to a common chunk, so the first screen loads only what it uses.
      splitChunks: {
        chunks: 'async',
        cacheGroups: {
          defaultVendors: false,
          ...(federated && isHost
            ? { ownPages: { chunks: HOST_PAGE_CHUNK, minChunks: 1, priority: 10, reuseExistingChunk: true } }
            : {}),
        },
      },
    },
    performance: { hints: false },
    // The dev server turns lazy compilation on by default; a remote's lazy chunks would then
    // be compiled on a trigger request from the host's origin, which never arrives.
    lazyCompilation: false,
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      }),
      // antd falls back to its English texts for a key the locale lacks; the portal always
      // passes it_IT, which has every key the platform's components read: the fallback is the
      // Italian the portal loads anyway, not a second locale on every first page (1.5 KB gzip).
      // The request is swapped before it resolves, so it_IT stays one module (a swapped resource
      // would be a second copy of it under en_US's name).
      new rspack.NormalModuleReplacementPlugin(/(^|[\\/])en_US$/, (resolveData) => {
        if (path.resolve(resolveData.context, resolveData.request) === ANTD_EN_US) resolveData.request = ANTD_IT_IT;
      }),
      isHost &&
        new rspack.HtmlRspackPlugin({
          template: path.join(dir, 'src/index.html'),
          favicon: path.join(dir, 'src/favicon.svg'),
        }),
      federated &&
        new ContractFilePlugin(
          name,
          Object.entries(singletonVersions()).map(([request, { version, requiredVersion }]) => ({
            name: request,
            version,
            singleton: true as const,
            ...(isHost ? {} : { requiredVersion, import: false as const }),
          })),
        ),
      // The host is not a federated build: its code imports the singletons as any bundle does,
      // and the federation runtime is a chunk it loads with the first remote, after the first
      // frame (host/src/remotes/federation-runtime.ts). A build of the plugin would run the
      // runtime and negotiate every singleton before the first frame (30 KB gzip of main.js).
      // The runtime is built for the browser only, as the plugin would build it.
      federated &&
        isHost &&
        new rspack.DefinePlugin({
          __PORTAL_SINGLETONS__: JSON.stringify(singletonVersions()),
          ENV_TARGET: JSON.stringify('web'),
          FEDERATION_HAS_EXPOSES: false,
          FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: false,
          FEDERATION_OPTIMIZE_NO_REMOTE: false,
          FEDERATION_OPTIMIZE_NO_SHARED: false,
        }),
      federated &&
        !isHost &&
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: remoteSharedConfig(),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          // Remotes run on the host's MF runtime instead of a copy of their own, and load no
          // other remote: their entries leave out the bundler's remote loading (0.6 KB).
          experiments: {
            externalRuntime: true,
            optimization: { target: 'web', disableRemote: true },
          },
        }),
      production && new PrecompressPlugin(),
    ].filter(Boolean),
    devServer: {
      port,
      host: '127.0.0.1',
      hot: true,
      // Remotes are opened from the host's origin (their HMR socket too); bound to 127.0.0.1 only.
      allowedHosts: 'all',
      historyApiFallback: isHost,
      headers: isHost ? undefined : { 'Access-Control-Allow-Origin': '*' },
      proxy: isHost
        ? [{ context: ['/api'], target: `http://127.0.0.1:${process.env.API_PORT ?? 3000}`, ws: true }]
        : undefined,
    },
  };
}
