/**
 * Browser runs: the real product, started the way `npm start` does (infra/local/start.mjs: DynamoDB
 * Local, s3rver, aws-ses-v2-local, the gateway serving web/dist and /api on one port), on a free port with a fresh data
 * directory. The test command builds the SPA first, so the start script is told not to build.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../infra/local/ports.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The local inbox (aws-ses-v2-local) the product sends through: its `GET /store` lists what was sent. */
    mailEndpoint: string;
  }
}

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const START_TIMEOUT_MS = 120_000;

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The product exited (code ${child.exitCode}) before it was healthy:\n${output()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The product was not healthy within ${START_TIMEOUT_MS / 1000} s:\n${output()}`);
}

function stopGroup(child: ChildProcess): Promise<void> {
  return new Promise((resolveStop) => {
    if (child.exitCode !== null || child.signalCode !== null || !child.pid) return resolveStop();
    const pid = child.pid;
    const force = setTimeout(() => {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      // DynamoDB Local (java) shares the group; make sure nothing of it outlives the run
      setTimeout(() => {
        try {
          process.kill(-pid, 'SIGKILL');
        } catch {
          // already gone
        }
        resolveStop();
      }, 500);
    });
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      clearTimeout(force);
      resolveStop();
    }
  });
}

/** Starts the product on fresh ports, healthy; `null` when a port it was given was taken before it could listen. */
async function startProduct(): Promise<{ child: ChildProcess; dataDir: string; port: number; mailPort: number } | null> {
  const port = await freePort();
  const mailPort = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'suite-e2e-'));
  let log = '';
  // vitest sets DEV=1 in its own environment, which would start the product in development mode (Vite's dev
  // server instead of web/dist): the browser tests run the built SPA, as `npm start` does.
  const { DEV: _dev, ...inherited } = process.env;
  const child = spawn(process.execPath, [join(repoRoot, 'infra', 'local', 'start.mjs')], {
    cwd: repoRoot,
    env: {
      ...inherited,
      PORT: String(port),
      MAIL_PORT: String(mailPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SKIP_BUILD: '1',
      LOG_LEVEL: 'warn',
      // the daily dispatch stays off: a browser test presses Run now when it wants a run (with a date: the test clock,
      // e.g. the 1st of next month for the owner's monthly statement)
      AUTOMATION_INTERVAL_MS: '0',
      APP_TEST_CLOCK: '1',
      // scrypt at 2^12 rather than 2^17: the suite signs in over a hundred times (functions/lib/passwords.ts)
      PASSWORD_SCRYPT_LOG2N: '12',
    },
    // its own process group, so teardown stops the server and the DynamoDB Local it starts together
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  try {
    await waitForHealth(`http://127.0.0.1:${port}/api/health`, child, () => log);
    return { child, dataDir, port, mailPort };
  } catch (err) {
    await stopGroup(child);
    rmSync(dataDir, { recursive: true, force: true });
    // a port free when picked can be taken before the product listens on it (the other lane's services start
    // meanwhile on ports of their own): start again on others
    if (/in use/i.test(String(err))) return null;
    throw err;
  }
}

const START_ATTEMPTS = 3;

export default async function setup(project: TestProject) {
  if (!existsSync(join(repoRoot, 'web', 'dist', 'index.html'))) {
    throw new Error('web/dist is missing: build the SPA first (npm run build && npx vitest run --project e2e)');
  }
  let started: Awaited<ReturnType<typeof startProduct>> = null;
  for (let attempt = 1; !started; attempt++) {
    started = await startProduct();
    if (!started && attempt >= START_ATTEMPTS) throw new Error(`The product could not start: a port was in use ${START_ATTEMPTS} times`);
  }
  const { child, dataDir, port, mailPort } = started;

  // "localhost" (not 127.0.0.1): the refresh cookie is Secure, and browsers treat http://localhost as secure
  project.provide('baseUrl', `http://localhost:${port}`);
  project.provide('mailEndpoint', `http://127.0.0.1:${mailPort}`);

  return async () => {
    await stopGroup(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
