/**
 * graphql-ws's `subscribe`, as graphql-js's own (the source event stream, each event executed
 * with the operation's selection set), except for a match's live stream (`matchEvents`, read from
 * the log by MatchFanout), whose events are shared objects: one per viewer class and version
 * (match-versions.ts). For those:
 * - the operation runs ONCE per event and operation (same text, name and variables): a thousand
 *   spectators of a match running one query cost one execution per move, not a thousand. Sharing
 *   is sound because such an object is handed only to viewers who see the match alike, and the
 *   fields under a match depend only on the match and that viewer's seat;
 * - its JSON is made once, as bytes, and each socket is sent the message as three fragments of one
 *   text message (RFC 6455 5.4), corked into one write: its head (the subscription's own id),
 *   those bytes (never copied per socket), its tail (`FrameSink`). The subscriber's
 *   events go straight from the follower to its socket, in order, without graphql-ws's
 *   per-subscriber pipeline (an async iteration, hooks, a JSON text and a UTF-8 encoding per socket
 *   and message); graphql-ws still runs the subscription's start and its end (`complete`, sent
 *   after the last frame). A socket whose buffer is full holds its events until it drains; one too
 *   far behind is resynchronised by the follower (MAX_QUEUE).
 * Any other subscription runs as graphql-js runs it.
 */
import { createSourceEventStream, execute, GraphQLError, type ExecutionArgs, type ExecutionResult } from 'graphql';
import type { Socket } from 'node:net';
import type { WebSocket } from 'ws';
import { mapAsyncIterator } from './async-iterator.js';
import { Subscriber, type DirectSink, type SharedEvent } from '../../features/matches/match-fanout.js';

/** Bytes waiting in a socket's buffers before its subscriber's events wait for it to drain. */
const MAX_BUFFERED = 1024 * 1024;

/** Where a subscription's frames go: the socket, the raw TCP socket under it, the subscription's id. */
export interface Destination {
  socket: WebSocket;
  raw: Socket;
  id: string;
}

/** What makes two subscriptions run the same operation, and where each one's frames go, by execution arguments. */
const operations = new WeakMap<object, { key: string; to: Destination }>();

/**
 * Records the text, name and variables of the operation that `args` (onSubscribe's answer) will
 * run, and where its messages go: graphql-ws hands `subscribe` the very object onSubscribe
 * returned. (Not by document: one parsed document serves every operation sent with that text,
 * whatever its variables.)
 */
export function rememberOperation(args: object, query: string, operationName: string | null | undefined, variables: unknown, to: Destination): void {
  operations.set(args, { key: `${query}\u0000${operationName ?? ''}\u0000${JSON.stringify(variables ?? null)}`, to });
}

export async function sharedSubscribe(args: ExecutionArgs): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
  const stream = await createSourceEventStream(args);
  if (!(Symbol.asyncIterator in stream)) return stream as ExecutionResult;
  const operation = operations.get(args);
  if (operation && stream instanceof Subscriber) return direct(stream, new FrameSink(stream, args, operation.key, operation.to));
  return mapAsyncIterator(stream as AsyncIterableIterator<unknown>, async (event) => execute({ ...args, rootValue: event }));
}

type Result = ExecutionResult | Promise<ExecutionResult>;

/** Per shared event: the result of each operation (by its key), made once. */
const results = new WeakMap<object, Map<string, Result>>();
/** The JSON of each shared result, as bytes, made once. */
const bytes = new WeakMap<ExecutionResult, Buffer>();

function resultOf(event: SharedEvent, args: ExecutionArgs, operation: string): Result {
  let byOperation = results.get(event);
  if (!byOperation) results.set(event, (byOperation = new Map()));
  const known = byOperation.get(operation);
  if (known) return known;
  const made = execute({ ...args, rootValue: event });
  if (!isPromise(made)) {
    byOperation.set(operation, made);
    return made;
  }
  const settled = (r: ExecutionResult) => (byOperation.set(operation, r), r);
  const pending = made.then(settled, (e: unknown) => settled({ errors: [e instanceof GraphQLError ? e : new GraphQLError(String((e as Error)?.message ?? e))] }));
  byOperation.set(operation, pending);
  return pending;
}

const isPromise = <T>(v: T | Promise<T>): v is Promise<T> => typeof (v as { then?: unknown }).then === 'function';

function bytesOf(result: ExecutionResult): Buffer {
  let b = bytes.get(result);
  if (!b) bytes.set(result, (b = Buffer.from(JSON.stringify(result)))); // GraphQLError has toJSON, as graphql-ws formats errors
  return b;
}

/** Per raw socket: a promise of its next drain, shared by every subscription waiting on it. */
const drains = new WeakMap<Socket, Promise<void>>();
function drainOf(raw: Socket): Promise<void> {
  let d = drains.get(raw);
  if (!d) {
    d = new Promise<void>((resolve) => {
      const done = () => {
        raw.off('drain', done);
        raw.off('close', done);
        drains.delete(raw);
        resolve();
      };
      raw.on('drain', done);
      raw.on('close', done);
    });
    drains.set(raw, d);
  }
  return d;
}

const TAIL = Buffer.from('}');
const FIRST = { binary: false, fin: false };
const MIDDLE = { binary: false, fin: false };
const LAST = { binary: false, fin: true };

/** Sends a subscriber's events to its socket as graphql-ws `next` messages (head, shared bytes, tail). */
class FrameSink implements DirectSink {
  private readonly head: Buffer;
  private waiting = false;

  constructor(
    private readonly subscriber: Subscriber,
    private readonly args: ExecutionArgs,
    private readonly operation: string,
    private readonly to: Destination,
  ) {
    // The message as graphql-ws writes it: {"id":…,"type":"next","payload":<the result>}.
    this.head = Buffer.from(`{"id":${JSON.stringify(to.id)},"type":"next","payload":`);
  }

  deliver(event: SharedEvent): boolean {
    if (this.waiting) return false;
    const { socket, raw } = this.to;
    if (socket.readyState !== socket.OPEN) return true; // closing: graphql-ws ends the subscription
    if (socket.bufferedAmount > MAX_BUFFERED) return this.wait(drainOf(raw));
    const result = resultOf(event, this.args, this.operation);
    if (isPromise(result)) return this.wait(result);
    // One text message in three fragments (RFC 6455 5.4): the shared bytes are never copied per socket.
    raw.cork();
    try {
      socket.send(this.head, FIRST);
      socket.send(bytesOf(result), MIDDLE);
      socket.send(TAIL, LAST);
    } finally {
      raw.uncork();
    }
    return true;
  }

  private wait(p: Promise<unknown>): false {
    this.waiting = true;
    void p.finally(() => {
      this.waiting = false;
      this.subscriber.resume();
    });
    return false;
  }
}

/**
 * The iterator graphql-ws runs for a direct subscription: it yields nothing (the frames are sent
 * by the sink) and ends when the stream does, so graphql-ws sends `complete` after the last frame.
 * Delivery starts at graphql-ws's first `next`, once the subscription is registered.
 */
function direct(subscriber: Subscriber, sink: FrameSink): AsyncIterableIterator<ExecutionResult> {
  let over: Promise<void> | null = null;
  const done = { done: true, value: undefined } as const;
  return {
    async next() {
      await (over ??= subscriber.sendTo(sink));
      return done;
    },
    async return() {
      await subscriber.return();
      return done;
    },
    async throw(error?: unknown) {
      await subscriber.return();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
