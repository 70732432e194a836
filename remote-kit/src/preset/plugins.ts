/** The build steps the platform's preset adds to Rspack's: the contract file and the compressed copies. */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { rspack, type Compiler } from '@rspack/core';
import { CONTRACT_FILE, REMOTE_CONTRACT_VERSION, type SharedEntry } from '@portal/contracts/platform';

/**
 * Writes `portal-contract.json` beside the manifest: the contribution contract this build was
 * made against, and its singletons — the host's it lends, a remote's it needs from the host
 * (the manifest records neither `import: false` nor, by itself, every version). The release
 * tooling and the registry compare a remote's with the host's.
 */
export class ContractFilePlugin {
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
export class PrecompressPlugin {
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
