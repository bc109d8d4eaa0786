/**
 * graphql-ws's `subscribe`, as graphql-js's own (the source event stream, each event executed
 * with the operation's selection set), except that an event object marked shared
 * (`sharedEvents`, match-fanout.ts) is executed once per operation: the subscribers that sent the
 * same document, operation name and variables and receive the same object get the same result.
 * A thousand spectators of a match running one query cost one execution per move, not a thousand.
 *
 * Sharing is sound because such an object is handed only to viewers who see the match alike,
 * and the fields under a match depend only on the match and that viewer's seat.
 *
 * The JSON of a shared result is shared too, as bytes: graphql-ws would otherwise serialise the
 * same result (a match view is several KiB) once per socket, and ws encode that text to UTF-8 once
 * per socket again. Its `onNext` hook gives the message a placeholder payload instead
 * (`sharedNext`, which serialises and encodes the result once), and the socket's `send` (wrapped
 * by WsGate) sends the message in three fragments: the text before the placeholder (the
 * subscription's own id), the shared bytes, the text after it (`splitShared`). A placeholder lives
 * until the end of the event-loop turn it was made in: graphql-ws sends each message in the same
 * turn as its onNext.
 */
import { createSourceEventStream, execute, type ExecutionArgs, type ExecutionResult, type FormattedExecutionResult } from 'graphql';
import { mapAsyncIterator } from './async-iterator.js';
import { sharedEvents } from '../../features/matches/match-fanout.js';

type Result = ExecutionResult | Promise<ExecutionResult>;

/** Results executed once for several subscribers. */
const sharedResults = new WeakSet<object>();

/** Per shared event: the result of each operation (by its text, name and variables). */
const results = new WeakMap<object, Map<string, Result>>();

/**
 * What makes two subscriptions run the same operation, by their execution arguments: graphql-ws
 * hands `subscribe` the very object its onSubscribe returned. (Not by document: one parsed
 * document serves every operation sent with the same text, whatever its variables.)
 */
const operations = new WeakMap<object, string>();

/** Records the text, name and variables of the operation that `args` (onSubscribe's answer) will run. */
export function rememberOperation(args: object, query: string, operationName: string | null | undefined, variables: unknown): void {
  operations.set(args, `${query}\u0000${operationName ?? ''}\u0000${JSON.stringify(variables ?? null)}`);
}

export async function sharedSubscribe(args: ExecutionArgs): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
  const stream = await createSourceEventStream(args);
  if (!(Symbol.asyncIterator in stream)) return stream as ExecutionResult;
  const operation = operations.get(args);
  return mapAsyncIterator(stream as AsyncIterableIterator<unknown>, async (event) => {
    const run = () => execute({ ...args, rootValue: event });
    if (operation === undefined || event === null || typeof event !== 'object' || !sharedEvents.has(event)) return run();
    let byOperation = results.get(event);
    if (!byOperation) results.set(event, (byOperation = new Map()));
    let result = byOperation.get(operation);
    if (!result) {
      result = Promise.resolve(run()).then((r) => (sharedResults.add(r), r));
      byOperation.set(operation, result);
    }
    return result;
  });
}

const PLACEHOLDER = '{"sharedResult":"';
/** The JSON of each shared result (UTF-8, made once), and its placeholder's token. */
const texts = new WeakMap<object, { token: string; bytes: Buffer }>();
/** The bytes of the placeholders made this turn of the event loop, by token. */
const thisTurn = new Map<string, Buffer>();
let tokens = 0;

/**
 * graphql-ws's onNext: for a shared result without errors, a placeholder payload whose place
 * `splitShared` finds; otherwise nothing (graphql-ws sends the result as usual).
 */
export function sharedNext(result: ExecutionResult): FormattedExecutionResult | undefined {
  if (!sharedResults.has(result) || result.errors) return undefined;
  let text = texts.get(result);
  if (!text) texts.set(result, (text = { token: String(++tokens), bytes: Buffer.from(JSON.stringify(result)) }));
  if (thisTurn.size === 0) setImmediate(() => thisTurn.clear());
  thisTurn.set(text.token, text.bytes);
  // Not a result: graphql-ws only checks that a payload is an object, and the bytes replace it.
  return { sharedResult: text.token } as FormattedExecutionResult;
}

/** A message with a shared result: the text before its placeholder, the result's JSON, the text after. */
export interface SplitMessage {
  head: string;
  shared: Buffer;
  tail: string;
}

/** `data` (a message about to be sent) split around a shared result's placeholder; null when it has none. */
export function splitShared(data: string): SplitMessage | null {
  const at = data.indexOf(PLACEHOLDER);
  if (at < 0) return null;
  const end = data.indexOf('"}', at + PLACEHOLDER.length);
  const shared = thisTurn.get(data.slice(at + PLACEHOLDER.length, end));
  if (shared === undefined) throw new Error('graphql-ws: a shared result was sent after the turn it was made in');
  return { head: data.slice(0, at), shared, tail: data.slice(end + 2) };
}
