/**
 * The Prisma `where` of a keyset page: the rows after (createdAt, id) in the list's order. The
 * redundant bound on createdAt lets PostgreSQL put it in the index condition (a row comparison
 * in an OR is only a filter there), so a later page starts where the last one ended instead of
 * walking the caller's earlier rows again.
 */
export function keysetWhere<K extends string>(
  after: { createdAt: Date; id: string } | null,
  idField: K,
  order: 'asc' | 'desc',
): Record<string, unknown> {
  if (!after) return {};
  const [near, far] = order === 'desc' ? (['lte', 'lt'] as const) : (['gte', 'gt'] as const);
  return { createdAt: { [near]: after.createdAt }, OR: [{ createdAt: { [far]: after.createdAt } }, { createdAt: after.createdAt, [idField]: { [far]: after.id } }] };
}
