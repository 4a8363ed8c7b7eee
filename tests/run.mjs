#!/usr/bin/env node
/**
 * `npm test`: checks what the system must provide, type-checks, lints, checks formatting, builds the SPA, then runs every
 * vitest project (unit, integration, infra, e2e) in one run and prints one closing summary line.
 * Extra arguments are passed to vitest (e.g. `npm test -- --project unit`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const fail = (m) => {
  console.error(`\n  npm test: ${m}\n`);
  process.exit(1);
};

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) fail(`Node.js 20.19 or newer is needed, this is ${process.version}.`);
const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
if (java.error || java.status !== 0) {
  fail(
    'A Java 17 runtime is needed for DynamoDB Local and `java` was not found.\n  Install one: apt-get install -y openjdk-17-jre-headless',
  );
}
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  fail(
    `The browser tests drive Debian's Chromium at ${chromium} and it is missing.\n  Install it: apt-get install -y chromium   (or set CHROMIUM_PATH)`,
  );
}
const pdftotext = spawnSync('pdftotext', ['-v'], { encoding: 'utf8' });
if (pdftotext.error) {
  fail("The invoice tests read the PDFs with poppler's `pdftotext` and it was not found.\n  Install it: apt-get install -y poppler-utils");
}
const cfnLint = spawnSync('cfn-lint', ['--version'], { encoding: 'utf8' });
if (cfnLint.error || cfnLint.status !== 0) {
  fail(
    "The infra tests lint every synthesized template with AWS's cfn-lint and `cfn-lint` was not found.\n  Install it: apt-get install -y pipx && pipx install cfn-lint   (Debian does not package it; pipx puts it in ~/.local/bin)",
  );
}
if (!existsSync(join(root, 'node_modules', '.package-lock.json'))) fail('Dependencies are not installed: run `npm ci` first.');

const env = { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };
const run = (cmd, args, label) => {
  console.log(`\n▶ ${label}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  return r.status ?? 1;
};

if (run('npx', ['tsc', '-p', '.'], 'Type check (tsc --strict)') !== 0) fail('Type check failed.');
if (run('npx', ['eslint', '.', '--max-warnings=0'], 'Lint (ESLint: TypeScript, React hooks, accessibility, import boundaries)') !== 0) {
  fail('Lint failed: fix the problems above (`npx eslint . --fix` fixes some).');
}
if (run('npx', ['prettier', '--check', '.', '--log-level=warn'], 'Format (Prettier)') !== 0)
  fail('Formatting differs: run `npm run format`.');
if (run('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], 'Build the web app') !== 0)
  fail('The web app did not build.');

mkdirSync(join(root, '.data'), { recursive: true });
const report = join(root, '.data', 'test-report.json');
const status = run(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)],
  'Unit, integration, infra and browser tests',
);

if (existsSync(report)) {
  const r = JSON.parse(readFileSync(report, 'utf8'));
  const skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  console.log(`\n${r.numPassedTests} passed, ${r.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`);
  if (r.numTotalTests === 0) fail('No test ran.');
}
process.exit(status);
