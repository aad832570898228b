// @ts-check
const { writeFile } = require('node:fs/promises');
const path = require('node:path');
const { promisify } = require('node:util');
const zlib = require('node:zlib');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text assets worth compressing (keep in sync with PRECOMPRESSED in backend/src/modules/web/web-app.service.ts). */
const TEXT_ASSET = /\.(?:js|mjs|css|html|json|svg|txt|xml|webmanifest)$/i;
/** As the backend's COMPRESS_MIN_BYTES: under 1 KB a compressed copy saves too little to be worth a file. */
const MIN_BYTES = 1024;

/**
 * Writes name.br (brotli 11) and name.gz (gzip 9) beside every text asset of a production build, once,
 * at build time, where the slowest and best settings cost nothing per request. The backend serves them
 * to browsers that accept them (docs/decisions/025); any static host that knows precompressed files
 * (nginx gzip_static/brotli_static, most CDNs) can serve a remote deployed on its own the same way.
 * A variant that would not be smaller is not written.
 */
class PrecompressPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outputPath = compilation.outputOptions.path;
      if (!outputPath) return;
      const assets = compilation.getAssets().filter((asset) => TEXT_ASSET.test(asset.name));
      await Promise.all(
        assets.map(async (asset) => {
          const source = asset.source.buffer();
          if (source.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          const file = path.join(outputPath, asset.name);
          if (br.length < source.length) await writeFile(`${file}.br`, br);
          if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    });
  }
}

module.exports = { PrecompressPlugin };
