import { Kind, parse, type FieldNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { selectsField } from './selection.js';

/** The info of the operation's first root field, as graphql-js would hand it to its resolver. */
function infoOf(query: string) {
  const doc = parse(query);
  const op = doc.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const fragments = Object.fromEntries(doc.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]));
  return { fieldNodes: [op.selectionSet.selections[0] as FieldNode], fragments };
}

describe('selectsField', () => {
  it('sees a subfield asked for directly, under an alias, or not at all', () => {
    expect(selectsField(infoOf('mutation { makeMove { version match { id } } }'), 'match')).toBe(true);
    expect(selectsField(infoOf('mutation { makeMove { version after: match { id } } }'), 'match')).toBe(true);
    expect(selectsField(infoOf('mutation { makeMove { version ply } }'), 'match')).toBe(false);
    // A field named `match` deeper down is not the answer's own.
    expect(selectsField(infoOf('mutation { makeMove { version } other { match { id } } }'), 'match')).toBe(false);
  });

  it('looks through fragments, nested and inline, and counts a conditional subfield as asked for', () => {
    expect(selectsField(infoOf('mutation { makeMove { ...A } } fragment A on MoveResult { ...B } fragment B on MoveResult { match { id } }'), 'match')).toBe(true);
    expect(selectsField(infoOf('mutation { makeMove { ... on MoveResult { match { id } } } }'), 'match')).toBe(true);
    expect(selectsField(infoOf('mutation { makeMove { ...A ...A } } fragment A on MoveResult { version }'), 'match')).toBe(false);
    expect(selectsField(infoOf('mutation($s: Boolean!) { makeMove { version match @skip(if: $s) { id } } }'), 'match')).toBe(true);
  });
});
