/**
 * The build's last step: beside every text file the site serves, its brotli copy at the highest quality
 * (`index.html.br`), which the Node host (cli/server/app.ts) sends as it is when a browser accepts brotli: what a
 * static host's `brotli_static` does. Compressing each answer as it leaves has to be cheap, so it is brotli's quality
 * 4, which on React's chunk is no smaller than gzip (67.8 KB where quality 11 gives 58.2 KB): on a phone's
 * 1.6 Mbit/s, 50 ms more before the calculator can answer. Cloudflare compresses its own answers, so the copies
 * stay off it (`.assetsignore`, which wrangler reads).
 *
 * A copy is sent as it is found: whatever changes a built file afterwards (the tests' plants) drops its copy
 * (`dropCompressed`) or runs this step again. `node scripts/compress.ts [dir]`; dir defaults to dist/client.
 */
import { globSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { brotliCompress, constants } from 'node:zlib';
import path from 'node:path';
import { promisify } from 'node:util';
import { COMPRESSED_SUFFIX } from '../lib/http.ts';

/** The files worth compressing: text, at least 1 KB (the server sends smaller answers as they are). */
const TEXT = '**/*.{html,js,css,svg,xml,txt,json,webmanifest}';
const MIN_BYTES = 1024;

const compress = promisify(brotliCompress);

/** Remove the compressed copy of `file`, a built file just changed, so the server compresses the new one itself. */
export function dropCompressed(file: string): void {
  rmSync(`${file}${COMPRESSED_SUFFIX}`, { force: true });
}

/** Write the copies in `out`; returns how many, and their bytes against the originals'. */
export async function compressSite(out: string): Promise<{ files: number; bytes: number; compressed: number }> {
  const files = globSync(TEXT, { cwd: out, exclude: ['.vite/**'] })
    .map((file) => path.join(out, file))
    .filter((file) => statSync(file).size >= MIN_BYTES);
  let bytes = 0;
  let compressed = 0;
  // In parallel: zlib compresses on libuv's threads, so every core is used.
  await Promise.all(
    files.map(async (file) => {
      const text = readFileSync(file);
      const copy = await compress(text, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: text.byteLength,
        },
      });
      writeFileSync(`${file}${COMPRESSED_SUFFIX}`, copy);
      bytes += text.byteLength;
      compressed += copy.byteLength;
    }),
  );
  writeFileSync(path.join(out, '.assetsignore'), `*${COMPRESSED_SUFFIX}\n`);
  return { files: files.length, bytes, compressed };
}

if (import.meta.main) {
  const out = path.resolve(process.argv[2] ?? path.join(process.env.BUILD_OUT ?? 'dist', 'client'));
  const started = performance.now();
  const { files, bytes, compressed } = await compressSite(out);
  const kB = (n: number) => `${Math.round(n / 1024)} KB`;
  console.log(
    `compress: ${files} files, ${kB(bytes)} as brotli ${kB(compressed)} in ${Math.round(performance.now() - started)} ms`,
  );
}
