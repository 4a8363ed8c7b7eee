/**
 * What the latency section drives. Paths come from the manifest, so a renamed route cannot drift.
 * To add a route: create what it needs in the fixtures (environment.ts) and append a target here.
 */
import { routeByName } from '../../shared/routes.ts';
import type { BenchCompany } from './environment.ts';
import type { LatencyTarget } from './latency.ts';

export interface TargetContext {
  readonly company: BenchCompany;
}

const get = (name: string, extra: Partial<LatencyTarget> = {}): LatencyTarget => {
  const route = routeByName(name);
  return { name, method: route.method, path: route.path, ...extra };
};

export function latencyTargets(ctx: TargetContext): LatencyTarget[] {
  return [
    get('health', { note: 'no I/O: the gateway, the middy stack and a JSON body' }),
    get('companyInfo', {
      token: ctx.company.token,
      note: 'HS256 token check, then two GetItems in parallel (the company item and the caller\'s user item)',
    }),
  ];
}
