/**
 * Module hooks that run the TypeScript sources in a child process the way Jest runs them (the
 * swc options of jest.config.js): the shutdown test starts src/main.ts, and the bot pool
 * starts its worker threads (src/features/bots/think.worker.ts), without a build.
 * Registered by ts-register.mjs (`node --import ./src/platform/ts-register.mjs src/main.ts`).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import swc from '@swc/core';

const OPTIONS = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'es6' },
  sourceMaps: 'inline',
};

/** The sources import each other as `./x.js` (NodeNext); on disk that is `./x.ts`. */
export async function resolve(specifier, context, next) {
  if (/^\.{1,2}\//.test(specifier) && specifier.endsWith('.js') && context.parentURL?.startsWith('file:')) {
    const ts = new URL(specifier.replace(/\.js$/, '.ts'), context.parentURL);
    if (existsSync(fileURLToPath(ts))) return { url: ts.href, format: 'module', shortCircuit: true };
  }
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return next(url, context);
  const filename = fileURLToPath(url);
  const { code } = swc.transformSync(await readFile(filename, 'utf8'), { ...OPTIONS, filename });
  return { format: 'module', source: code, shortCircuit: true };
}
