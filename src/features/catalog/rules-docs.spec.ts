/**
 * The rules documents by language (issue 39): "chosen by Accept-Language or ?lang=, with lang set
 * in the HTML and Content-Language in the answer"; a game without Spanish rules falls back to
 * English and says so. Each game's Spanish document states every ruling its English one does.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import MarkdownIt from 'markdown-it';
import type { AnyGame } from '../../engine/game.js';
import { GAMES } from '../../games/index.js';
import { chooseLanguage, prefersHtml, rulesAnswer, rulesDocPath, rulesLanguagesOf, rulesOf } from './rules-docs.js';

const nosVigilan = GAMES.find((g) => g.meta.id === 'nos-vigilan')!;

/** A copy of a game whose rules document is a fresh file with no translation beside it. */
function untranslatedGame(): AnyGame {
  const file = join(mkdtempSync(join(tmpdir(), 'rules-')), 'rules.md');
  writeFileSync(file, '# New game\n\nOnly in English.\n');
  return { ...nosVigilan, meta: { ...nosVigilan.meta, id: 'new-game', title: 'New game', rulesDoc: file } };
}

describe('rules documents: choosing the language', () => {
  it.each([
    ['es', 'es'],
    ['es-AR', 'es'],
    ['es-ES,es;q=0.9,en;q=0.8', 'es'],
    ['en-US,en;q=0.9,es;q=0.8', 'en'],
    ['es;q=0.3, en;q=0.7', 'en'],
    ['en;q=0.2, es;q=0.9', 'es'],
    ['fr-FR, es;q=0.5', 'es'],
    ['fr, de', 'en'],
    ['*', 'en'],
    ['es;q=0, *;q=0.1', 'en'],
  ])('Accept-Language %s gives %s (q-values, prefixes, wildcards, q=0 refuses)', (header, expected) => {
    expect(chooseLanguage(nosVigilan, { acceptLanguage: header })).toBe(expected);
  });

  it('no Accept-Language gives English', () => {
    expect(chooseLanguage(nosVigilan, {})).toBe('en');
  });

  it('?lang= wins over Accept-Language', () => {
    expect(chooseLanguage(nosVigilan, { lang: 'en', acceptLanguage: 'es' })).toBe('en');
    expect(chooseLanguage(nosVigilan, { lang: 'es', acceptLanguage: 'en' })).toBe('es');
  });

  it('a game without a Spanish document is served in English, whatever is asked, and says so', () => {
    const game = untranslatedGame();
    expect(rulesLanguagesOf(game)).toEqual(['en']);
    expect(chooseLanguage(game, { lang: 'es' })).toBe('en');
    expect(chooseLanguage(game, { acceptLanguage: 'es' })).toBe('en');
    const answer = rulesAnswer(game, { acceptLanguage: 'es', accept: 'text/html' });
    expect(answer.contentLanguage).toBe('en');
    expect(answer.body).toContain('<html lang="en">');
    expect(answer.body).toContain('Only in English.');
  });
});

describe('rules documents: markdown or HTML', () => {
  it.each([
    [undefined, false],
    ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', true],
    ['text/html;q=0.5, text/markdown', false],
    ['text/markdown;q=0.1, text/html', true],
    ['application/json', false],
  ])('Accept %s: HTML %s', (accept, html) => {
    expect(prefersHtml(accept)).toBe(html);
  });

  it('the HTML names its language and its title in it', () => {
    expect(rulesOf(nosVigilan, 'es').html).toMatch(/^<!doctype html>\n<html lang="es"><head><meta charset="utf-8"><title>Nos vigilan: reglas<\/title>/);
    expect(rulesOf(nosVigilan, 'en').html).toMatch(/^<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Nos vigilan: rules<\/title>/);
  });
});

/** The ruling ids (C1, R12, …) a document states as headings, and those it cites anywhere. */
function rulingIds(markdownText: string): { headings: Set<string>; cited: Set<string> } {
  const tokens = new MarkdownIt().parse(markdownText, {});
  const headings = new Set<string>();
  tokens.forEach((t, i) => {
    if (t.type !== 'heading_open') return;
    const id = /^([CR]\d{1,2})\./.exec(tokens[i + 1]!.content)?.[1];
    if (id) headings.add(id);
  });
  const cited = new Set(markdownText.match(/\b[CR]\d{1,2}\b/g) ?? []);
  return { headings, cited };
}

describe.each(GAMES.map((g) => [g.meta.id, g] as const))('%s: rules in English and Spanish', (_id, game) => {
  it('has both documents', () => {
    expect(rulesLanguagesOf(game)).toEqual(['en', 'es']);
    expect(rulesDocPath(game, 'es')).toBe(game.meta.rulesDoc.replace(/rules\.md$/, 'rules.es.md'));
  });

  it('the Spanish document states every ruling the English one does, under the same id, and cites each id it cites', () => {
    const en = rulingIds(rulesOf(game, 'en').markdown);
    const es = rulingIds(rulesOf(game, 'es').markdown);
    expect(en.headings.size).toBeGreaterThan(0);
    expect([...es.headings].sort()).toEqual([...en.headings].sort());
    expect([...en.cited].filter((id) => !es.cited.has(id))).toEqual([]);
  });

  it('the Spanish document has the same code blocks (moves, views, layouts) as the English one', () => {
    const fences = (text: string) =>
      new MarkdownIt()
        .parse(text, {})
        .filter((t) => t.type === 'fence')
        .map((t) => t.content);
    expect(fences(rulesOf(game, 'es').markdown)).toEqual(fences(rulesOf(game, 'en').markdown));
  });
});
