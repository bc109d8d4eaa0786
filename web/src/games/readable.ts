/**
 * Any game's JSON in words, for the generic board of a game the client has no renderer for:
 * keys become words, a move becomes a sentence, and a view becomes a tree of fields, lists and
 * tables that the board renders as HTML. Pure (no schema import), so it is unit-tested as is.
 */

/** A value as the generic board shows it. */
export type Readable =
  | { kind: 'text'; text: string }
  | { kind: 'fields'; fields: { term: string; value: Readable }[] }
  | { kind: 'list'; items: Readable[] }
  /** Rows of objects whose values are all short text: one row per element, one column per key. */
  | { kind: 'table'; columns: string[]; rows: string[][] };

type Scalar = string | number | boolean | null | undefined;
type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isScalar = (v: unknown): v is Scalar => v === null || v === undefined || ['string', 'number', 'boolean'].includes(typeof v);
/** Short enough for one line or one table cell: a scalar or a list of scalars. */
const isFlat = (v: unknown) => isScalar(v) || (Array.isArray(v) && v.every(isScalar));

/** "targetSeat", "target_seat" or "target-seat" → "target seat"; acronyms ("HP") stay. */
export function humanise(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((w) => (/^[A-Z0-9]{2,}$/.test(w) ? w : w.toLowerCase()))
    .join(' ');
}

const sentence = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * A value on one line. Strings stay verbatim: they are often ids (a card, a colour) that a move
 * names too, and the player matches the two by eye. Nested lists and fields are bracketed, so
 * their commas do not run into the enclosing ones.
 */
export function inlineText(v: unknown): string {
  if (v === null || v === undefined || v === '') return 'none';
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  if (Array.isArray(v)) return v.length ? `(${v.map(inlineText).join(', ')})` : 'none';
  if (isObj(v)) return Object.keys(v).length ? `(${fieldsText(v)})` : 'none';
  return String(v);
}

const fieldsText = (o: Obj) =>
  Object.entries(o)
    .map(([k, v]) => `${humanise(k)} ${inlineText(v)}`)
    .join(', ');

/** A legal move for its button: its `type` in words, then its fields ("place — row 2, column 3"). */
export function moveLabel(move: unknown): string {
  if (!isObj(move)) return inlineText(move);
  const { type, ...fields } = move;
  const head = typeof type === 'string' ? humanise(type) : '';
  const rest = fieldsText(fields);
  return head && rest ? `${head} — ${rest}` : head || rest || 'move';
}

const text = (t: string): Readable => ({ kind: 'text', text: t });
/** A flat value without brackets: a list of scalars alone on its line or in its cell needs none. */
const flatText = (v: unknown) => (Array.isArray(v) && v.length ? v.map(inlineText).join(', ') : inlineText(v));

/** The keys of a list of objects that reads as a table, in first-seen order; null if it does not. */
function tableColumns(items: unknown[]): string[] | null {
  if (!items.every((x) => isObj(x) && Object.values(x).every(isFlat))) return null;
  const columns = [...new Set(items.flatMap((x) => Object.keys(x as Obj)))];
  return columns.length ? columns : null;
}

/** A view (or any part of one) as a tree of fields, lists, tables and text. */
export function readable(value: unknown): Readable {
  if (Array.isArray(value)) {
    if (value.every(isScalar)) return text(flatText(value));
    const columns = tableColumns(value);
    if (columns) {
      const rows = value.map((x) => columns.map((c) => (c in (x as Obj) ? flatText((x as Obj)[c]) : '')));
      return { kind: 'table', columns: columns.map((c) => sentence(humanise(c))), rows };
    }
    return { kind: 'list', items: value.map(readable) };
  }
  if (isObj(value)) {
    const entries = Object.entries(value);
    if (!entries.length) return text('none');
    return { kind: 'fields', fields: entries.map(([k, v]) => ({ term: sentence(humanise(k)), value: readable(v) })) };
  }
  return text(inlineText(value));
}
