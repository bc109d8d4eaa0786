/**
 * JSON with every object's keys in sorted order (arrays keep theirs; undefined members are left
 * out, as JSON.stringify does), so equal values give equal strings. `normalize` may rewrite each
 * object first, e.g. to sort a list whose order does not matter.
 */
export function canonicalJson(value: unknown, normalize: (o: Record<string, unknown>) => Record<string, unknown> = (o) => o): string {
  const sorted = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(sorted);
    if (v === null || typeof v !== 'object') return v;
    const o = normalize(v as Record<string, unknown>);
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(o).sort()) out[k] = sorted(o[k]);
    return out;
  };
  return JSON.stringify(sorted(value)) ?? 'undefined';
}
