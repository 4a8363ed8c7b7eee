// Runs in a fresh `node` process: times one `await import()` of a bundle, so node's own start-up is
// not part of the figure. Prints one JSON line: { ms, cpuMs } or { error }.
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

const [file, exportName] = process.argv.slice(2);
try {
  const url = pathToFileURL(file).href;
  const cpu = process.cpuUsage();
  const started = performance.now();
  const mod = await import(url);
  const ms = performance.now() - started;
  const { user, system } = process.cpuUsage(cpu);
  if (exportName && mod[exportName] === undefined) throw new Error(`${file} has no export "${exportName}"`);
  process.stdout.write(`${JSON.stringify({ ms, cpuMs: (user + system) / 1000 })}\n`);
} catch (err) {
  process.stdout.write(`${JSON.stringify({ error: String(err?.stack ?? err).slice(0, 2000) })}\n`);
  process.exitCode = 1;
}
