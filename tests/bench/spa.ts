/**
 * Section 3: what the SPA makes a browser download before first render: the module script(s) and
 * modulepreload links in web/dist/index.html, gzip-summed; plus the total of every JS chunk. Also where papaparse
 * went (issue 21: only into the Import screen's lazy chunk, never into the initial JS).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { GZIP_LEVEL } from './bundles.ts';
import { repoRoot } from './paths.ts';

export const webDist = join(repoRoot, 'web', 'dist');

/** Budget for the initial JS (entry script and modulepreloads), gzip bytes (1 kB = 1000 B). */
export const SPA_INITIAL_BUDGET_GZIP = 100_000;

export type BuildPolicy = 'if-missing' | 'never' | 'always';

/**
 * String literals of papaparse's own code that minification keeps (its error codes and messages): a chunk that holds
 * one of them holds papaparse (the build writes no source maps or module lists to tell it otherwise).
 */
export const PAPAPARSE_MARKERS = ['UndetectableDelimiter', 'Unable to auto-detect delimiting character'] as const;

export interface PapaparsePlacement {
  /** Initial files (entry script, modulepreloads) holding papaparse: must be none. */
  readonly initial: string[];
  /** Every JS chunk holding it (the Import screen's lazy chunk). */
  readonly chunks: string[];
  /** No initial chunk holds it (when no chunk holds it at all, the markers may be out of date: see `note`). */
  readonly passed: boolean;
  readonly note?: string;
}

export interface SpaFile {
  readonly file: string;
  readonly kind: 'entry script' | 'modulepreload';
  readonly bytes: number;
  readonly gzipBytes: number;
}

export type SpaSection =
  | {
      readonly available: true;
      /** How web/dist came to be: built by this run, or an existing build (with its age). */
      readonly source: string;
      readonly initial: SpaFile[];
      readonly initialBytes: number;
      readonly initialGzipBytes: number;
      readonly allJs: { count: number; bytes: number; gzipBytes: number };
      readonly papaparse: PapaparsePlacement;
      readonly notes: string[];
    }
  | { readonly available: false; readonly reason: string };

const running = new Set<ChildProcess>();

/** Stops a build still running (its whole process group); for the bench's cleanup path. */
export function stopSpaBuild() {
  for (const child of running) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
}

/** Runs the web build (or another command, for tests) in its own process group, with a time limit. */
export function runBuild(
  timeoutMs: number,
  command: readonly string[] = ['npm', 'run', 'build'],
): Promise<{ ok: true; ms: number } | { ok: false; reason: string }> {
  const started = Date.now();
  const label = command.join(' ');
  return new Promise((resolveBuild) => {
    const child = spawn(command[0], command.slice(1), { cwd: repoRoot, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    running.add(child);
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    const timer = setTimeout(() => {
      output += `\n(bench: build stopped after ${Math.round(timeoutMs / 1000)} s)`;
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    }, timeoutMs);
    const done = (result: { ok: true; ms: number } | { ok: false; reason: string }) => {
      clearTimeout(timer);
      running.delete(child);
      resolveBuild(result);
    };
    child.once('error', (err) => done({ ok: false, reason: `could not run ${label}: ${err.message}` }));
    child.once('close', (code, signal) => {
      if (code === 0) return done({ ok: true, ms: Date.now() - started });
      const lines = output
        .trim()
        .split('\n')
        .filter((l) => /error|fail|cannot|could not|stopped/i.test(l));
      const excerpt = (lines.length ? lines.slice(0, 3) : output.trim().split('\n').slice(-3)).join(' | ');
      done({ ok: false, reason: `${label} failed (${signal ?? `exit ${code}`}): ${excerpt.slice(0, 400)}` });
    });
  });
}

const gz = (buf: Buffer) => gzipSync(buf, { level: GZIP_LEVEL }).length;

function listJs(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listJs(path));
    else if (/\.m?js$/.test(entry.name)) out.push(path);
  }
  return out;
}

const attr = (tag: string, name: string) =>
  new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(tag)
    ?.slice(1)
    .find((v) => v !== undefined);

/** Script srcs and modulepreload hrefs of index.html, in document order. */
export function initialScripts(html: string): { url: string; kind: SpaFile['kind'] }[] {
  const found: { url: string; kind: SpaFile['kind'] }[] = [];
  for (const match of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const tag = match[0];
    if (match[1].toLowerCase() === 'script') {
      const src = attr(tag, 'src');
      if (src) found.push({ url: src, kind: 'entry script' });
    } else if ((attr(tag, 'rel') ?? '').toLowerCase().split(/\s+/).includes('modulepreload')) {
      const href = attr(tag, 'href');
      if (href) found.push({ url: href, kind: 'modulepreload' });
    }
  }
  return found;
}

export async function benchSpa(options: {
  build: BuildPolicy;
  timeoutMs?: number;
  onProgress?: (message: string) => void;
}): Promise<SpaSection> {
  const indexFile = join(webDist, 'index.html');
  let source: string;
  const mustBuild = options.build === 'always' || (options.build === 'if-missing' && !existsSync(indexFile));
  if (mustBuild) {
    options.onProgress?.('npm run build (web)');
    const built = await runBuild(options.timeoutMs ?? 150_000);
    if (!built.ok) return { available: false, reason: built.reason };
    source = `built by this run (npm run build, ${(built.ms / 1000).toFixed(1)} s)`;
  } else {
    if (!existsSync(indexFile))
      return { available: false, reason: 'web/dist/index.html is missing and the build was skipped (--skip-build)' };
    const ageMin = (Date.now() - statSync(indexFile).mtimeMs) / 60_000;
    source = `existing web/dist (built ${ageMin < 120 ? `${Math.round(ageMin)} min` : `${(ageMin / 60).toFixed(1)} h`} ago; --rebuild to refresh)`;
  }

  try {
    const html = readFileSync(indexFile, 'utf8');
    const root = resolve(webDist);
    const notes: string[] = [];
    const initial: SpaFile[] = [];
    const seen = new Set<string>();
    for (const { url, kind } of initialScripts(html)) {
      if (/^([a-z]+:)?\/\//i.test(url)) {
        notes.push(`external script not counted: ${url}`);
        continue;
      }
      const clean = url.split(/[?#]/)[0].replace(/^\.?\//, '');
      const file = resolve(root, clean);
      if (!file.startsWith(root + sep) || seen.has(file)) continue;
      seen.add(file);
      if (!existsSync(file)) {
        notes.push(`index.html references ${url}, which is not in web/dist`);
        continue;
      }
      const buf = readFileSync(file);
      initial.push({ file: relative(root, file).split(sep).join('/'), kind, bytes: buf.length, gzipBytes: gz(buf) });
    }
    if (!initial.length) notes.push('index.html loads no local script');
    const files = listJs(root);
    const all = files.map((f) => readFileSync(f));
    const holdsPapaparse = (buf: Buffer) => PAPAPARSE_MARKERS.some((m) => buf.includes(m));
    const rel = (f: string) => relative(root, f).split(sep).join('/');
    const chunks = files.filter((_, i) => holdsPapaparse(all[i])).map(rel);
    const initialWith = initial.filter((f) => chunks.includes(f.file)).map((f) => f.file);
    const papaparse: PapaparsePlacement = {
      initial: initialWith,
      chunks,
      passed: initialWith.length === 0,
      ...(chunks.length
        ? {}
        : { note: `no JS chunk holds papaparse's markers (${PAPAPARSE_MARKERS.join(', ')}): is it still the Import screen's parser?` }),
    };
    return {
      available: true,
      source,
      initial,
      initialBytes: initial.reduce((s, f) => s + f.bytes, 0),
      initialGzipBytes: initial.reduce((s, f) => s + f.gzipBytes, 0),
      allJs: { count: all.length, bytes: all.reduce((s, b) => s + b.length, 0), gzipBytes: all.reduce((s, b) => s + gz(b), 0) },
      papaparse,
      notes,
    };
  } catch (err) {
    return { available: false, reason: `could not read web/dist: ${(err as Error).message}` };
  }
}
