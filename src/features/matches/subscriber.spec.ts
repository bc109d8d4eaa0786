/**
 * A match-stream subscriber (match-fanout.ts) delivers every version once, in order, whether read
 * through its async iterator (SSE) or handed to a direct sink (graphql-ws frames); a sink that
 * cannot take more holds the events, and one too far behind gets a `current` resync instead of the
 * backlog (issue 36: "A subscriber that falls too far behind gets an explicit resync event with
 * the current match").
 */
import { MAX_QUEUE, Subscriber, type DirectSink, type SharedEvent } from './match-fanout.js';
import type { MatchVersion } from './match-versions.js';

/** A version as the subscriber uses it: its number, whether it ends the match, its event per kind. */
function version(n: number, final = false): MatchVersion {
  return { version: n, final, eventFor: (_user: string, kind = 'move') => ({ kind, match: { version: n } }) } as unknown as MatchVersion;
}

class Sink implements DirectSink {
  got: SharedEvent[] = [];
  open = true;
  deliver(e: SharedEvent): boolean {
    if (!this.open) return false;
    this.got.push(e);
    return true;
  }
}
const seen = (s: Sink) => s.got.map((e) => `${e.kind}:${(e.match as unknown as { version: number }).version}`);

describe('a subscriber handed to a direct sink', () => {
  it('delivers what was queued before, then each version as it comes, and is over after the final one', async () => {
    let detached = 0;
    const sub = new Subscriber('u', 0, () => detached++);
    sub.push(version(1));
    const sink = new Sink();
    const over = sub.sendTo(sink);
    sub.push(version(2));
    sub.push(version(2)); // the same version again (a second wake-up): once only
    sub.push(version(3, true));
    sub.push(version(4)); // nothing after the end
    await over;
    expect(seen(sink)).toEqual(['move:1', 'move:2', 'move:3']);
    expect([sub.closed, detached]).toEqual([true, 1]);
  });

  it('holds events while the sink cannot take them and delivers them in order when it resumes', () => {
    const sub = new Subscriber('u', 0, () => undefined);
    const sink = new Sink();
    void sub.sendTo(sink);
    sub.push(version(1));
    sink.open = false;
    for (let v = 2; v <= 5; v++) sub.push(version(v));
    expect(seen(sink)).toEqual(['move:1']);
    sink.open = true;
    sub.resume();
    expect(seen(sink)).toEqual(['move:1', 'move:2', 'move:3', 'move:4', 'move:5']);
  });

  it(`resynchronises a sink more than ${MAX_QUEUE} versions behind with one current event`, () => {
    const sub = new Subscriber('u', 0, () => undefined);
    const sink = new Sink();
    void sub.sendTo(sink);
    sink.open = false;
    const last = MAX_QUEUE + 10;
    for (let v = 1; v <= last; v++) sub.push(version(v));
    sub.trim(version(last));
    sink.open = true;
    sub.resume();
    sub.push(version(last + 1));
    expect(seen(sink)).toEqual([`current:${last}`, `move:${last + 1}`]);
  });

  it('sends nothing once closed (the client completed or its socket closed)', async () => {
    const sub = new Subscriber('u', 0, () => undefined);
    const sink = new Sink();
    const over = sub.sendTo(sink);
    sub.push(version(1));
    await sub.return();
    sub.push(version(2));
    await over;
    expect(seen(sink)).toEqual(['move:1']);
  });
});
