/**
 * The local target: DynamoDB Local, s3rver and the gateway (SPA + /api) on one port.
 * Started by `npm start` (infra/local/start.mjs), which installs and builds first.
 */
import { join } from 'node:path';
import { createConnection } from 'node:net';
import { LocalServiceError } from './dynamo.ts';
import { DEMO, seedDemo } from './seed.ts';
import { localQueue, startAutomationTimer, type WorkerHandler } from './automation.ts';
import { startLocalImportQueue } from './import-queue.ts';
import {
  LOCAL_INVOICE_BUCKET,
  LOCAL_TABLE,
  applyHandlerEnv,
  createGateway,
  ensureSecretsFile,
  ensureTable,
  importHandler,
  listen,
  repoRoot,
  startServices,
  type LocalServices,
} from './services.ts';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const dataDir = process.env.DATA_DIR ?? join(repoRoot, '.data');
/** The local inbox's port (aws-ses-v2-local); a free one when unset. */
const mailPort = process.env.MAIL_PORT ? Number(process.env.MAIL_PORT) : undefined;

function portInUse(p: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port: p, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function main() {
  if (!Number.isInteger(port) || port <= 0 || port > 65535) fail(`PORT must be a port number, got "${process.env.PORT}"`);
  if (mailPort !== undefined && (!Number.isInteger(mailPort) || mailPort <= 0 || mailPort > 65535 || mailPort === port)) {
    fail(`MAIL_PORT must be a port number other than PORT, got "${process.env.MAIL_PORT}"`);
  }
  if (mailPort !== undefined && (await portInUse(mailPort)))
    fail(`Port ${mailPort} (MAIL_PORT) is already in use. Choose another: MAIL_PORT=8006 npm start`);
  if (await portInUse(port)) fail(`Port ${port} is already in use. Stop what is using it, or start on another port: PORT=3001 npm start`);

  const secretsFile = ensureSecretsFile(dataDir);
  let services: LocalServices | undefined;
  try {
    services = await startServices({ dataDir, buckets: [LOCAL_INVOICE_BUCKET], mailPort });
  } catch (err) {
    if (err instanceof LocalServiceError) fail(err.message);
    throw err;
  }
  const table = await ensureTable(services.dynamo.endpoint, LOCAL_TABLE);
  applyHandlerEnv({
    dynamoEndpoint: services.dynamo.endpoint,
    s3Endpoint: services.s3.endpoint,
    tableName: LOCAL_TABLE,
    bucket: LOCAL_INVOICE_BUCKET,
    secretsFile,
    mailEndpoint: services.mail.endpoint,
    // links in emails open the product where this run serves it (APP_URL when it is reached by another name)
    appUrl: process.env.APP_URL || `http://localhost:${port}`,
  });

  const gatewayOptions: Parameters<typeof createGateway>[0] = { staticDir: join(repoRoot, 'web', 'dist'), loadHandler: importHandler };
  const server = createGateway(gatewayOptions);
  if (process.env.DEV === '1') {
    // `npm run dev`: Vite's dev server (hot reload) behind the same gateway, so /api stays same-origin.
    const { createServer: createVite } = await import('vite');
    const vite = await createVite({
      configFile: join(repoRoot, 'web', 'vite.config.ts'),
      server: { middlewareMode: true, hmr: { server } },
      appType: 'spa',
    });
    gatewayOptions.fallback = (req, res) => vite.middlewares(req, res);
  }
  // CSV import: the routes flagged `queue` hand their work to the import worker in-process (infra/local/import-queue.ts),
  // ready before the gateway answers its first request
  const importQueue = startLocalImportQueue();
  try {
    await listen(server, port, host);
  } catch (err) {
    await services.stop();
    const code = (err as NodeJS.ErrnoException).code;
    fail(
      code === 'EADDRINUSE'
        ? `Port ${port} is already in use. Start on another port: PORT=3001 npm start`
        : `Could not listen on ${host}:${port}: ${(err as Error).message}`,
    );
  }

  const seeded = await seedDemo();

  // Scheduled work: the dispatcher on a timer, the worker in-process (infra/local/automation.ts). 0 turns it off.
  const automationIntervalMs = Number(process.env.AUTOMATION_INTERVAL_MS ?? 60_000);
  const queue = localQueue(async () => (await import('../../functions/automation/worker.ts')).handler as WorkerHandler);
  const stopAutomation = startAutomationTimer(queue, automationIntervalMs);

  console.log('');
  console.log(`  Business suite is running at http://localhost:${port}`);
  console.log(`  API health:  http://localhost:${port}/api/health`);
  console.log(`  Data:        ${dataDir} (table ${table === 'created' ? 'created' : 'reused'})`);
  console.log(`  Inbox: ${services.mail.endpoint}`);
  console.log(
    `  Portal:      http://localhost:${port}/portal — sign in as ${DEMO.portal.tenant} (rent) or ${DEMO.portal.customer} (orders); the link arrives in the inbox`,
  );
  for (const line of seeded) console.log(`  ${line}`);
  console.log(
    automationIntervalMs > 0
      ? `  Automation:  daily runs dispatched every ${Math.round(automationIntervalMs / 1000)} s (AUTOMATION_INTERVAL_MS), or Run now on Account settings → Automation`
      : '  Automation:  timer off (AUTOMATION_INTERVAL_MS=0); Run now on Account settings → Automation',
  );
  console.log('  Press Ctrl-C to stop.');
  console.log('');

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    server.closeAllConnections?.();
    server.close();
    await stopAutomation().catch(() => undefined);
    // an import in progress stops where it is (a re-run continues from there)
    importQueue.stop();
    await services!.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

function fail(message: string): never {
  console.error(`\n  npm start: ${message}\n`);
  process.exit(1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
