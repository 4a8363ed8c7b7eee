/**
 * The ims section's own process (started by run.ts): `node --import tsx tests/bench/ims-child.ts <options JSON>
 * <result file>`. Progress goes to stderr; the result (or the error) is written as JSON to the result file.
 * A process of its own gives the section its own DynamoDB Local and document client (see ims.ts).
 */
import { writeFileSync } from 'node:fs';
import { benchIms } from './ims.ts';
import type { LoadOptions } from './latency.ts';

interface ChildOptions {
  load: LoadOptions;
  writers: number;
  reseed: boolean;
  scale: number;
  startedAt: number;
}

const [optionsJson, resultFile] = process.argv.slice(2);
if (!optionsJson || !resultFile) {
  process.stderr.write('usage: ims-child.ts <options JSON> <result file>\n');
  process.exit(2);
}
const options = JSON.parse(optionsJson) as ChildOptions;
const progress = (message: string) =>
  process.stderr.write(`[bench +${((Date.now() - options.startedAt) / 1000).toFixed(0).padStart(3)}s] ${message}\n`);

// a signal ends the process through exit(): environment.ts's exit hook kills DynamoDB Local's JVM
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

let code = 1;
try {
  const value = await benchIms({ ...options, onProgress: progress });
  writeFileSync(resultFile, JSON.stringify({ ok: true, value }));
  code = 0;
} catch (err) {
  const error = String((err as Error)?.message ?? err);
  progress(`ims: failed: ${error.split('\n')[0].slice(0, 400)}`);
  writeFileSync(resultFile, JSON.stringify({ ok: false, error }));
}
// keep-alive sockets and s3rver timers must not keep the process alive
process.exit(code);
