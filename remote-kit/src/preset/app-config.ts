/**
 * The platform's one Rspack + Module Federation config factory (the preset of
 * `@portal/remote-kit`). Each app's rspack.config.ts states only what is its own (name, port,
 * exposes); everything shared lives here. A team's remote calls `createRemoteConfig`; the
 * repository's host adds its own module rules (antd's stand-ins) through `rules`.
 */
import path from 'node:path';
import { rspack, type Configuration, type RuleSetRule } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { SHARED_SINGLETONS } from '@portal/contracts/platform';
import { ContractFilePlugin, PrecompressPlugin } from './plugins';
import { installedVersionOf, packageDir, requiredVersionOf, singletonVersions } from './versions';

/** Where a package is installed for the app, or where it would be (an alias to nowhere is harmless). */
function installed(dir: string, pkg: string): string {
  return packageDir(dir, pkg) ?? path.join(dir, 'node_modules', pkg);
}

/**
 * The federation plugin injects the bundler runtime by the path of its CommonJS build, which
 * the bundler cannot tree-shake: every remoteEntry.js would carry the SDK's Node loaders and
 * manifest code it never runs. Its ES module build, the same code, can be shaken.
 */
function federationRuntimeAsEsm(dir: string) {
  return Object.fromEntries(
    ['webpack-bundler-runtime', 'runtime', 'runtime-core', 'sdk'].map((pkg) => {
      const folder = installed(dir, `@module-federation/${pkg}`);
      return [path.join(folder, 'dist/index.cjs'), path.join(folder, 'dist/index.js')];
    }),
  );
}

/**
 * A remote runs on the host's bundler runtime (contract 2): its build takes, in place of the
 * package, the module that reads the copy the host lends (3.7 KB gzip less per remoteEntry.js).
 * Beside this file: `.ts` in the repository, `.js` in the published kit.
 */
function bundlerRuntimeFromHost(dir: string) {
  const folder = installed(dir, '@module-federation/webpack-bundler-runtime');
  const standIn = path.join(__dirname, `bundler-runtime-from-host${path.extname(__filename)}`);
  return Object.fromEntries(['dist/index.cjs', 'dist/index.js'].map((file) => [path.join(folder, file), standIn]));
}

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
  /**
   * Where the packages the build records and aliases are installed, as Node resolves from this
   * folder: the app's own by default (a copy built beside the repository names the host's).
   */
  packagesFrom?: string;
  /** Module rules of the app's own, before the preset's (the host's antd stand-ins). */
  rules?: RuleSetRule[];
}

/**
 * A remote's singletons: it never ships its own copy and always runs on the host's instances,
 * which guarantees one React, one store and one antd context.
 */
function remoteSharedConfig(dir: string) {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((request) => [
      request,
      {
        singleton: true,
        requiredVersion: requiredVersionOf(dir, request),
        // Recorded in the manifest for any host reading it: the version this remote was built against.
        version: installedVersionOf(dir, request),
        import: false as const,
        strictVersion: true,
      },
    ]),
  );
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
  const from = options.packagesFrom ?? dir;
  const singletons = singletonVersions(from);
  const antdLocale = installed(from, 'antd');

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
      // The host's lazy chunks by id alone: a named one (the account pages, `page-…`) would add its
      // name to the runtime's file map, which every first page loads (0.1 KB gzip).
      chunkFilename: production ? `${isHost ? '[id]' : '[name]'}.[contenthash:8].js` : '[name].js',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
      alias: {
        ...federationRuntimeAsEsm(from),
        ...(federated && !isHost ? bundlerRuntimeFromHost(from) : {}),
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
        ...(options.rules ?? []),
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
        if (path.resolve(resolveData.context, resolveData.request) === path.join(antdLocale, 'es/locale/en_US'))
          resolveData.request = path.join(antdLocale, 'es/locale/it_IT.js');
      }),
      isHost &&
        new rspack.HtmlRspackPlugin({
          template: path.join(dir, 'src/index.html'),
          favicon: path.join(dir, 'src/favicon.svg'),
        }),
      federated &&
        new ContractFilePlugin(
          name,
          Object.entries(singletons).map(([request, { version, requiredVersion }]) => ({
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
          __PORTAL_SINGLETONS__: JSON.stringify(singletons),
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
          shared: remoteSharedConfig(from),
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
