// Builds the client into dist/: one hashed, minified ES module entry and its stylesheet, an
// index.html naming them, and the chunks the entry loads on demand (the record verifier: the
// server's own verifier and every game's rules, src/domain + src/engine + src/games, with
// node:crypto and node:util mapped onto browser code). Prints the gzip size of the entry (the
// budget is 200 KB) and of each chunk.
import { build } from 'esbuild';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { basename } from 'node:path';

const out = 'dist';
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const result = await build({
  entryPoints: { app: 'src/main.tsx' },
  bundle: true,
  minify: true,
  format: 'esm',
  target: 'es2020',
  outdir: `${out}/assets`,
  entryNames: '[name]-[hash]',
  chunkNames: 'chunk-[hash]',
  splitting: true,
  alias: { 'node:crypto': './src/verify/node-crypto.ts', 'node:util': './src/verify/node-util.ts' },
  jsx: 'automatic',
  jsxImportSource: 'preact',
  metafile: true,
  legalComments: 'none',
  logLevel: 'warning',
});
const outputs = result.metafile.outputs;
const files = Object.keys(outputs);
const js = files.find((f) => f.endsWith('.js') && outputs[f].entryPoint);
const css = files.find((f) => f.endsWith('.css'));
const html = readFileSync('src/index.html', 'utf8')
  .replace('%SCRIPT%', `/assets/${basename(js)}`)
  .replace('%STYLE%', css ? `<link rel="stylesheet" href="/assets/${basename(css)}">` : '');
writeFileSync(`${out}/index.html`, html);
// The service worker keeps its name (/sw.js: a worker's scope and identity are its URL).
writeFileSync(`${out}/sw.js`, readFileSync('src/sw.js'));
const gz = gzipSync(readFileSync(js)).length;
console.log(`web/dist: ${basename(js)} ${(readFileSync(js).length / 1024).toFixed(1)} KB, gzip ${(gz / 1024).toFixed(1)} KB`);
for (const chunk of files.filter((f) => f.endsWith('.js') && f !== js)) {
  console.log(`web/dist: ${basename(chunk)} (on demand) ${(readFileSync(chunk).length / 1024).toFixed(1)} KB, gzip ${(gzipSync(readFileSync(chunk)).length / 1024).toFixed(1)} KB`);
}
if (gz > 200 * 1024) {
  console.error('the JavaScript is over the 200 KB (gzip) budget');
  process.exit(1);
}
