/**
 * The error codes are one set wherever they appear: written in the source, registered in
 * src/domain/problem-codes.ts (the games' own declared in each game's rejections.ts), listed in
 * docs/api.md's "Error codes" section, and the enums of the committed OpenAPI document.
 */
import { readFileSync } from 'node:fs';
import { PROBLEM_CODES, REST_CODES, RULE_CODES, type CodeInfo } from '../../src/domain/problem-codes.js';
import { GAMES } from '../../src/games/index.js';
import { API_DOC, README, apiDocWithSections, readmeWithSections } from '../../src/app/tools/readme-sections.js';
import { scanCodes } from './code-scan.js';

const sorted = (xs: Iterable<string>) => [...xs].sort();

function listedCodes(): string[] {
  const doc = readFileSync(API_DOC, 'utf8');
  const from = doc.indexOf('\n## Error codes\n');
  const to = doc.indexOf('\n## ', from + 1);
  const section = doc.slice(from, to < 0 ? undefined : to);
  return [...section.matchAll(/^\| `([A-Z0-9_]+)` \|/gm)].map((m) => m[1]);
}

describe('error codes', () => {
  const scanned = scanCodes('src');

  it('registers every code the source writes, and no other', () => {
    const unregistered = [...scanned.keys()].filter((c) => !(c in PROBLEM_CODES)).map((c) => `${c} (${scanned.get(c)!.join(', ')})`);
    expect(unregistered).toEqual([]);
    expect(sorted(Object.keys(PROBLEM_CODES)).filter((c) => !scanned.has(c))).toEqual([]);
  });

  it("names, for each rule code, exactly the games whose files write it", () => {
    const gameOf = (file: string) => /src\/games\/([^/]+)\//.exec(file)?.[1];
    for (const [code, info] of Object.entries(PROBLEM_CODES)) {
      const writers = new Set((scanned.get(code) ?? []).map(gameOf).filter((g): g is string => g !== undefined));
      expect([code, sorted((info as CodeInfo).games ?? [])]).toEqual([code, sorted(writers)]);
    }
    const ids = new Set(GAMES.map((g) => g.meta.id));
    expect(RULE_CODES.flatMap((c) => (PROBLEM_CODES[c] as CodeInfo).games ?? []).filter((g) => !ids.has(g))).toEqual([]);
  });

  it('lists every registered code once in docs/api.md, and no other', () => {
    const listed = listedCodes();
    expect(listed.length).toBe(new Set(listed).size);
    expect(sorted(listed)).toEqual(sorted(Object.keys(PROBLEM_CODES)));
  });

  it('keeps the generated sections (the games in the README, the error codes in docs/api.md) as npm run schema:generate writes them', () => {
    const readme = readFileSync(README, 'utf8');
    expect(readmeWithSections(readme, GAMES)).toBe(readme);
    const doc = readFileSync(API_DOC, 'utf8');
    expect(apiDocWithSections(doc, PROBLEM_CODES)).toBe(doc);
  });

  it('gives the committed OpenAPI document the same codes: REST codes as ProblemCode, rule codes as RuleCode', () => {
    const schemas = JSON.parse(readFileSync('openapi/openapi.json', 'utf8')).components.schemas;
    expect(schemas.ProblemCode.enum).toEqual(REST_CODES);
    expect(schemas.RuleCode.enum).toEqual(RULE_CODES);
    const graphqlOnly = Object.entries(PROBLEM_CODES).filter(([, c]) => 'graphqlOnly' in c).map(([k]) => k);
    expect(sorted([...REST_CODES, ...RULE_CODES, ...graphqlOnly].filter((c, i, a) => a.indexOf(c) === i))).toEqual(sorted(Object.keys(PROBLEM_CODES)));
  });
});
