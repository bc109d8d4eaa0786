/**
 * What held the event loop: for a CPU profile written by a bench child (child.ts, with
 * BENCH_PROFILE_DIR) and its `.stalls.json`, prints each stall (longest first) with the functions
 * the profile sampled during it: our own code and the database drivers by inclusive samples (what
 * called what), and every function by self samples (where the time went).
 *
 * Run: node dist/bench/lib/stalls.js <dir>/<name>.cpuprofile [how many stalls, default 8]
 */
import { readFileSync } from 'node:fs';

interface Frame { functionName: string; url: string; lineNumber: number }
interface ProfileNode { id: number; callFrame: Frame; children?: number[] }
interface Profile { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] }

/** Our code and the drivers it calls: the frames that say which part of the service ran. */
const OURS = /\/dist\/(src|bench)\/|node_modules\/(@prisma|better-sqlite3|pg)\//;

const where = (f: Frame): string => `${f.functionName || '(anonymous)'} ${f.url.split('/').slice(-2).join('/')}:${f.lineNumber + 1}`;

function top(counts: Map<string, number>, n: number): string {
  return [...counts].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `    ${String(v).padStart(5)}  ${k}`).join('\n');
}

function main(file: string, howMany: number): void {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const stalls = JSON.parse(readFileSync(file.replace(/\.cpuprofile$/, '.stalls.json'), 'utf8')) as [number, number][];
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  // Each sample's time on the profile's clock: its start plus the deltas so far.
  const times: number[] = [];
  let t = profile.startTime;
  for (const d of profile.timeDeltas) times.push((t += d));

  for (const [start, end] of [...stalls].sort((a, b) => b[1] - b[0] - (a[1] - a[0])).slice(0, howMany)) {
    const self = new Map<string, number>();
    const inclusive = new Map<string, number>();
    let samples = 0;
    profile.samples.forEach((id, i) => {
      if (times[i] < start || times[i] > end) return;
      samples++;
      const leaf = where(byId.get(id)!.callFrame);
      self.set(leaf, (self.get(leaf) ?? 0) + 1);
      const seen = new Set<string>();
      for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
        const frame = byId.get(at)!.callFrame;
        const k = where(frame);
        if (!OURS.test(frame.url) || seen.has(k)) continue;
        seen.add(k);
        inclusive.set(k, (inclusive.get(k) ?? 0) + 1);
      }
    });
    console.log(`\nstall of ${((end - start) / 1000).toFixed(1)} ms, ${samples} samples`);
    console.log(`  ours, inclusive:\n${top(inclusive, 16)}`);
    console.log(`  self:\n${top(self, 8)}`);
  }
}

main(process.argv[2], Number(process.argv[3] ?? 8));
