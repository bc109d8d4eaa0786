/**
 * Each game's rules document (its `meta.rulesDoc`, markdown in this repository), served as
 * markdown or rendered to HTML. Read once per game; raw HTML in the markdown is escaped, not
 * passed through.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import MarkdownIt from 'markdown-it';
import type { AnyGame } from '../../engine/game.js';

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });
const cache = new WeakMap<AnyGame, { markdown: string; html: string }>();

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The rules document of a game; paths are relative to the working directory (the repository, or /app). */
export function rulesOf(game: AnyGame): { markdown: string; html: string } {
  let doc = cache.get(game);
  if (!doc) {
    const text = readFileSync(resolve(game.meta.rulesDoc), 'utf8');
    const html =
      `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${escape(game.meta.title)}: rules</title></head>\n` +
      `<body>\n${markdown.render(text)}</body></html>\n`;
    cache.set(game, (doc = { markdown: text, html }));
  }
  return doc;
}

/** HTML when the client prefers it to markdown (a browser does), else markdown. */
export function prefersHtml(accept: string | undefined): boolean {
  const q = (type: string) => {
    for (const part of (accept ?? '').split(',')) {
      const [t, ...params] = part.trim().split(';').map((x) => x.trim());
      if (t === type) return Number(params.find((p) => p.startsWith('q='))?.slice(2) ?? 1);
    }
    return 0;
  };
  return q('text/html') > q('text/markdown');
}
