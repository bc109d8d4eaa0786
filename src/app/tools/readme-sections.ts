/**
 * The documents' generated sections, made from the game registry and the problem codes: the table
 * of games (README.md) and the error-code tables (docs/api.md). `npm run schema:generate` rewrites
 * each between its markers (`<!-- generated:<name> ... -->` and `<!-- /generated:<name> -->`);
 * `--check` fails when one differs, as for the OpenAPI document. A game added to GAMES appears in
 * both without an edit.
 */
import type { AnyGame, GameMeta } from '../../engine/game.js';
import { PLATFORM_CODES, type CodeInfo } from '../../domain/problem-codes.js';

export const README = 'README.md';
/** Where the error codes are listed (docs/api.md, "Error codes"). */
export const API_DOC = 'docs/api.md';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const quoted = (id: string) => `\`${id}\``;

function playersOf({ minPlayers: min, maxPlayers: max, simultaneousMoves }: GameMeta): string {
  return `${min === max ? min : `${min}-${max}`}${simultaneousMoves ? ', simultaneous choices' : ''}`;
}

/** One row per game, in the order of GAMES. */
export function gamesTable(games: readonly AnyGame[]): string {
  const rows = games.map(({ meta }) => {
    const hidden = meta.hiddenInformation ? (meta.hides ?? 'yes') : 'none';
    return `| ${quoted(meta.id)} | ${playersOf(meta)} | ${cell(hidden)} | [${meta.rulesDoc}](${meta.rulesDoc}) |`;
  });
  return ['| id | players | hidden information | rules |', '|---|---|---|---|', ...rows].join('\n');
}

/**
 * The platform's REST codes (in the order of PLATFORM_CODES), then the games' own codes
 * (alphabetical), then the codes only GraphQL answers with.
 */
export function errorCodeTables(codes: Readonly<Record<string, CodeInfo>>): string {
  const entries = Object.entries(codes);
  const platform = (code: string) => Object.hasOwn(PLATFORM_CODES, code);
  const rest = entries.filter(([code, info]) => platform(code) && !info.graphqlOnly);
  const rules = entries.filter(([code]) => !platform(code)).sort(([a], [b]) => (a < b ? -1 : 1));
  const graphql = entries.filter(([, info]) => info.graphqlOnly);
  return [
    '| code | status | meaning |',
    '|---|---|---|',
    ...rest.map(([code, info]) => `| ${quoted(code)} | ${info.status.join(', ')} | ${cell(info.meaning)} |`),
    '',
    "The games' own codes, each declared in its game's folder (`src/games/<id>/rejections.ts`): the",
    '`code` (and `rule`) of a `422` for an illegal move, the `code` of a `409` for a seat that cannot',
    'leave, or only the `rule` of a `400 INVALID_OPTIONS` for a setup the game refuses. Each',
    "game's rules document says when its codes apply.",
    '',
    '| code | status | games | meaning |',
    '|---|---|---|---|',
    ...rules.map(([code, info]) => {
      const status = info.status.length > 0 ? info.status.join(', ') : '`rule` only';
      return `| ${quoted(code)} | ${status} | ${(info.games ?? []).join(', ')} | ${cell(info.meaning)} |`;
    }),
    '',
    'GraphQL only (in `extensions.code`):',
    '',
    '| code | meaning |',
    '|---|---|',
    ...graphql.map(([code, info]) => `| ${quoted(code)} | ${cell(info.meaning)} |`),
  ].join('\n');
}

/** `readme` with the section `name` (between its markers) replaced by `content`. */
export function withSection(readme: string, name: string, content: string): string {
  const open = new RegExp(`<!-- generated:${name}\\b[^>]*-->\\n`);
  const start = open.exec(readme);
  const close = `<!-- /generated:${name} -->`;
  const end = readme.indexOf(close);
  if (!start || end < start.index) throw new Error(`no section "${name}" (<!-- generated:${name} --> ... ${close})`);
  const from = start.index + start[0].length;
  return `${readme.slice(0, from)}\n${content}\n\n${readme.slice(end)}`;
}

/** The README with its generated section (the games) rewritten from `games`. */
export function readmeWithSections(readme: string, games: readonly AnyGame[]): string {
  return withSection(readme, 'games', gamesTable(games));
}

/** docs/api.md with its generated section (the error codes) rewritten from `codes`. */
export function apiDocWithSections(doc: string, codes: Readonly<Record<string, CodeInfo>>): string {
  return withSection(doc, 'error-codes', errorCodeTables(codes));
}
