/**
 * Each game's rules documents (its `meta.rulesDoc` in English, and a translation beside it named
 * `rules.<lang>.md`), served as markdown or rendered to HTML. Which languages a game has is read
 * from its folder, so a new game needs nothing here: without a `rules.es.md` it is served in
 * English, and says so (Content-Language: en). Read once per game and language; raw HTML in the
 * markdown is escaped, not passed through.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import MarkdownIt from 'markdown-it';
import Negotiator from 'negotiator';
import type { AnyGame } from '../../engine/game.js';

/** Languages a rules document may be written in; English first: every game has it, it is the fallback. */
export const RULES_LANGUAGES = ['en', 'es'] as const;
export type RulesLanguage = (typeof RULES_LANGUAGES)[number];

const TITLE_WORD: Record<RulesLanguage, string> = { en: 'rules', es: 'reglas' };

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });
const cache = new WeakMap<AnyGame, Map<RulesLanguage, RulesDoc>>();
const languagesCache = new WeakMap<AnyGame, RulesLanguage[]>();

export interface RulesDoc {
  readonly language: RulesLanguage;
  readonly markdown: string;
  readonly html: string;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The path of a game's rules in `language`: `meta.rulesDoc` for English, `rules.<lang>.md` beside it otherwise. */
export function rulesDocPath(game: AnyGame, language: RulesLanguage): string {
  return language === 'en' ? game.meta.rulesDoc : game.meta.rulesDoc.replace(/\.md$/, `.${language}.md`);
}

/** The languages a game's rules are written in (English always first); paths are relative to the working directory. */
export function rulesLanguagesOf(game: AnyGame): RulesLanguage[] {
  let langs = languagesCache.get(game);
  if (!langs) {
    langs = RULES_LANGUAGES.filter((l) => l === 'en' || existsSync(resolve(rulesDocPath(game, l))));
    languagesCache.set(game, langs);
  }
  return langs;
}

/** The rules document of a game in `language` (which must be one of `rulesLanguagesOf(game)`). */
export function rulesOf(game: AnyGame, language: RulesLanguage = 'en'): RulesDoc {
  let docs = cache.get(game);
  if (!docs) cache.set(game, (docs = new Map()));
  let doc = docs.get(language);
  if (!doc) {
    const text = readFileSync(resolve(rulesDocPath(game, language)), 'utf8');
    const html =
      `<!doctype html>\n<html lang="${language}"><head><meta charset="utf-8"><title>${escape(game.meta.title)}: ${TITLE_WORD[language]}</title></head>\n` +
      `<body>\n${markdown.render(text)}</body></html>\n`;
    docs.set(language, (doc = { language, markdown: text, html }));
  }
  return doc;
}

/** What the client asked for: the `lang` query parameter, and the Accept and Accept-Language headers. */
export interface RulesRequest {
  readonly lang?: RulesLanguage;
  readonly accept?: string;
  readonly acceptLanguage?: string;
}

/**
 * The language to answer in: `?lang=` when the game has it; else the best of the game's languages
 * by the Accept-Language q-values (negotiator: `es-AR` matches `es`, `q=0` refuses); else English.
 */
export function chooseLanguage(game: AnyGame, request: RulesRequest): RulesLanguage {
  const available = rulesLanguagesOf(game);
  if (request.lang) return available.includes(request.lang) ? request.lang : 'en';
  const headers = request.acceptLanguage === undefined ? {} : { 'accept-language': request.acceptLanguage };
  return (new Negotiator({ headers }).language(available) as RulesLanguage | undefined) ?? 'en';
}

/** HTML when the client ranks it above markdown (a browser does), else markdown (also for no Accept or neither). */
export function prefersHtml(accept: string | undefined): boolean {
  const headers = accept === undefined ? {} : { accept };
  return new Negotiator({ headers }).mediaType(['text/markdown', 'text/html']) === 'text/html';
}

/** The answer to GET /v1/games/{id}/rules: the body and the headers that describe it. */
export function rulesAnswer(game: AnyGame, request: RulesRequest): { body: string; contentType: string; contentLanguage: RulesLanguage } {
  const doc = rulesOf(game, chooseLanguage(game, request));
  const html = prefersHtml(request.accept);
  return {
    body: html ? doc.html : doc.markdown,
    contentType: html ? 'text/html; charset=utf-8' : 'text/markdown; charset=utf-8',
    contentLanguage: doc.language,
  };
}
