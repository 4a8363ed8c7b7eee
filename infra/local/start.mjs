#!/usr/bin/env node
/**
 * `npm start`: checks what the system must provide, installs what is missing, builds the SPA if its
 * sources changed, then runs the local target (infra/local/server.ts) and forwards Ctrl-C to it.
 * Plain JavaScript on purpose: it runs before node_modules (and so tsx) exists.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const say = (m) => console.log(`  ${m}`);
const fail = (m) => {
  console.error(`\n  npm start: ${m}\n`);
  process.exit(1);
};

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) fail(`Node.js 20.19 or newer is needed, this is ${process.version}.`);

const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
if (java.error || java.status !== 0) {
  fail(
    'A Java 17 runtime is needed for DynamoDB Local and `java` was not found.\n  Install one: apt-get install -y openjdk-17-jre-headless   (macOS: brew install openjdk@17)',
  );
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
if (!existsSync(join(root, 'node_modules', '.package-lock.json'))) {
  say('Installing dependencies (npm ci)...');
  const r = spawnSync(npm, ['ci', '--no-fund', '--no-audit'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) fail('npm ci failed; see above.');
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

const indexHtml = join(root, 'web', 'dist', 'index.html');
const sourcesChanged =
  !existsSync(indexHtml) || Math.max(newestMtime(join(root, 'web')), newestMtime(join(root, 'shared'))) > statSync(indexHtml).mtimeMs;
const dev = process.argv.includes('--dev');
if (sourcesChanged && !dev && process.env.SKIP_BUILD !== '1') {
  say('Building the web app...');
  const r = spawnSync(npm, ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) fail('The web app did not build; see above.');
}

const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'infra', 'local', 'server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', ...(dev ? { DEV: '1' } : {}) },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
