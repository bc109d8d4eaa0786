// Builds the client into dist/: one hashed, minified ES module bundle and its stylesheet, and an
// index.html naming them. Prints the gzip size of the JavaScript (the budget is 200 KB).
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
  jsx: 'automatic',
  jsxImportSource: 'preact',
  metafile: true,
  legalComments: 'none',
  logLevel: 'warning',
});
const files = Object.keys(result.metafile.outputs);
const js = files.find((f) => f.endsWith('.js'));
const css = files.find((f) => f.endsWith('.css'));
const html = readFileSync('src/index.html', 'utf8')
  .replace('%SCRIPT%', `/assets/${basename(js)}`)
  .replace('%STYLE%', css ? `<link rel="stylesheet" href="/assets/${basename(css)}">` : '');
writeFileSync(`${out}/index.html`, html);
const gz = gzipSync(readFileSync(js)).length;
console.log(`web/dist: ${basename(js)} ${(readFileSync(js).length / 1024).toFixed(1)} KB, gzip ${(gz / 1024).toFixed(1)} KB`);
if (gz > 200 * 1024) {
  console.error('the JavaScript is over the 200 KB (gzip) budget');
  process.exit(1);
}
