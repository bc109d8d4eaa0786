/** What a resolver's field asks for, read from its GraphQLResolveInfo. */
import { Kind, type FragmentDefinitionNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * Whether the selection of the field being resolved asks for the subfield `name` (by its name,
 * whatever its alias), looking through fragment spreads and inline fragments. A subfield under
 * @skip or @include counts as asked for: the answer may say yes when the field will not be
 * resolved, never no when it will.
 */
export function selectsField(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>, name: string): boolean {
  const seen = new Set<string>();
  const inSet = (set: SelectionSetNode | undefined): boolean =>
    set !== undefined &&
    set.selections.some((s) => {
      if (s.kind === Kind.FIELD) return s.name.value === name;
      if (s.kind === Kind.INLINE_FRAGMENT) return inSet(s.selectionSet);
      if (seen.has(s.name.value)) return false;
      seen.add(s.name.value);
      const fragment: FragmentDefinitionNode | undefined = info.fragments[s.name.value];
      return inSet(fragment?.selectionSet);
    });
  return info.fieldNodes.some((node) => inSet(node.selectionSet));
}
