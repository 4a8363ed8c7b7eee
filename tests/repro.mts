import { startBenchEnvironment } from './bench/environment.ts';
const env = await startBenchEnvironment({ dataDir: '/tmp/repro-db', keepTables: ['bench-rent'] });
await env.useTable('bench-rent');
const { runCompanyJobs } = await import('../functions/automation/services/run.ts');
try {
  const r = await runCompanyJobs('01M8BN2G0A09REGRJQW70JNVW1', '2026-11-27', { runId: 'repro-1', trigger: 'manual' });
  console.log(r);
} catch (e) { console.log('ERR', (e as Error).message); }
await env.stop();
process.exit(0);
