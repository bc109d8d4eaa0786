/**
 * Finds every problem `code` the source can produce, by reading it (the TypeScript compiler's own
 * parser): the string constants in the places a code is written.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** UPPER_SNAKE, as every code is. */
const CODE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/;

/**
 * Calls whose arguments are codes: the throw helpers of src/platform/problem.ts, the rules' reject,
 * and the local helpers that wrap them (a rule file's `r`/`problem`, GraphQL's limit errors).
 */
const CODE_CALLS = new Set(['badRequest', 'unauthorized', 'forbidden', 'notFound', 'conflict', 'unavailable', 'unprocessable', 'reject', 'r', 'problem', 'on', 'limitError', 'parseOr400', 'toProblem', 'AppError']);

/** UPPER_SNAKE constants that are not codes: database and system error codes we match on, env names. */
const NOT_CODES = /^(SQLITE_|P\d{4}$|E[A-Z]+$|FST_ERR_)/;

function files(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) {
      if (!['generated', 'fixtures', 'reference', 'testing'].includes(name)) files(p, out);
    } else if (p.endsWith('.ts') && !p.endsWith('.spec.ts') && !/test-builders|spec-helpers/.test(p)) out.push(p);
  }
  return out;
}

const isCodeContext = (node: ts.Node): boolean => {
  for (let n: ts.Node = node; n.parent; n = n.parent) {
    const p = n.parent;
    if (ts.isPropertyAssignment(p) && p.initializer === n) return p.name.getText() === 'code' || /CODES$/.test(enclosingVariable(p) ?? '');
    if ((ts.isCallExpression(p) || ts.isNewExpression(p)) && p.arguments?.includes(n as ts.Expression)) {
      // Only plain calls: `process.on('SIGTERM')` is not GraphQL's `on('QUERY_TOO_DEEP')`.
      return ts.isIdentifier(p.expression) && CODE_CALLS.has(p.expression.text);
    }
    if (ts.isParameter(p) && p.initializer === n) return p.name.getText() === 'code';
    if (!(ts.isBinaryExpression(p) || ts.isConditionalExpression(p) || ts.isParenthesizedExpression(p) || ts.isAsExpression(p))) return false;
  }
  return false;
};

function enclosingVariable(node: ts.Node): string | undefined {
  for (let n: ts.Node | undefined = node; n; n = n.parent) if (ts.isVariableDeclaration(n)) return n.name.getText();
  return undefined;
}

/** code → the files that write it. */
export function scanCodes(root = 'src'): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of files(root)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
    const visit = (node: ts.Node): void => {
      if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && CODE.test(node.text) && !NOT_CODES.test(node.text) && isCodeContext(node)) {
        found.set(node.text, [...new Set([...(found.get(node.text) ?? []), file])]);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/**
 * What a client generated from the OpenAPI document should never need to post a legal move back
 * (issue 37), found in `source`: casts (`x as T`, `<T>x`), non-null assertions (`x!`), type
 * predicates (`m is T`), and any look at which game is played: a `game` name (property, binding,
 * key) or the id of a registered game (`gameIds`). Each finding is the text of its node.
 */
export function castsAndGameChecks(source: string, gameIds: readonly string[]): string[] {
  const file = ts.createSourceFile('scanned.ts', source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (n: ts.Node): void => {
    if (ts.isAsExpression(n) || ts.isTypeAssertionExpression(n) || ts.isNonNullExpression(n) || ts.isTypePredicateNode(n)) found.push(n.getText(file));
    else if (ts.isIdentifier(n) && n.text === 'game') found.push(n.parent.getText(file));
    else if ((ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) && (n.text === 'game' || gameIds.includes(n.text))) found.push(n.parent.getText(file));
    ts.forEachChild(n, visit);
  };
  visit(file);
  return found;
}
