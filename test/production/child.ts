/**
 * The real entry point (src/main.ts) in its own process, as `node dist/src/main.js` would run,
 * through the same swc transform as Jest (src/platform/ts-register.mjs): for tests that signal or
 * kill the process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { JWT_SECRET } from '../support.js';

export interface Server {
  child: ChildProcess;
  port: number;
  url: string;
  output: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts the service on the SQLite file `db` with `env` on top of production settings. */
export async function startServer(db: string, env: Record<string, string> = {}): Promise<Server> {
  const child = spawn(process.execPath, ['--import', './src/platform/ts-register.mjs', 'src/main.ts'], {
    env: { PATH: process.env.PATH, NODE_ENV: 'production', JWT_SECRET, HOST: '127.0.0.1', PORT: '0', DATABASE_URL: `file:${db}`, LOG_FORMAT: 'json', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const port = await new Promise<number>((resolve, reject) => {
    let buffered = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) {
        output.push(line);
        const m = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(line);
        if (m) resolve(Number(m[1]));
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    void exited.then(({ code }) => reject(new Error(`server exited (${code}) before listening:\n${output.join('\n')}`)));
  });
  return { child, port, url: `http://127.0.0.1:${port}`, output, exited };
}
