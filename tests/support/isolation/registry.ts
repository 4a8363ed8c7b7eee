/**
 * The isolation registry: for every non-public route that takes an id, what a second company gets
 * when it uses the first company's ids. tests/integration/isolation.test.ts runs every area's suite
 * and fails when a non-public route is neither covered here nor listed in `withoutIds` with a reason,
 * so no route can be added without its second-company case.
 */
import type { RouteDefinition } from '../../../shared/route.ts';
import type { ApiResponse, TestApi } from '../gateway.ts';
import type { Company } from '../rent.ts';

export interface IsolationCase<Ids> {
  route: RouteDefinition;
  /** The request the second company makes with the first company's ids (path with its query). */
  request: (ids: Ids, second: Company) => { path: string; body?: unknown };
  /** 404, or only the second company's own data. */
  expect: (res: ApiResponse, ids: Ids) => void;
}

export interface IsolationSuite<Ids> {
  area: string;
  /** The first company's data the cases reach for. */
  seed: (api: TestApi, first: Company, second: Company) => Promise<Ids>;
  cases: IsolationCase<Ids>[];
  /** After every case: nothing of the first company changed. */
  unchanged: (api: TestApi, first: Company, second: Company, ids: Ids) => Promise<void>;
}

/** Non-public routes that reach no stored record by an id, and why: each one is checked to have no id-like input. */
export const withoutIds: Record<string, string> = {
  insightsStatement: 'the owner’s statement of the caller’s own company for a month (the token’s company, the caller’s scope)',
  whoami: 'echoes the body with the caller’s own identity',
  changeMasterPassword: 'changes the caller’s own company’s master password',
  rentSettings: 'reads the caller’s own company’s rent collection settings (keyed by the token’s company)',
  saveRentSettings: 'changes the caller’s own company’s rent collection settings (keyed by the token’s company)',
  automationRun: 'runs the caller’s own company’s jobs (the token’s company)',
  importTemplate: 'the template of a kind: the caller’s own company’s warehouses name the stock columns',
  importUploadUrl: 'a new upload URL under the caller’s own company’s folder (the token’s company)',
  portalSettings: 'reads the caller’s own company’s portal settings (keyed by the token’s company)',
  savePortalSettings: 'changes the caller’s own company’s portal settings (keyed by the token’s company)',
};

/** Input names that address a stored record. */
export const ID_FIELD = /(^id$|_id$|Id$|ID$|^building$|Number$|^level$)/;

export const defineSuite = <Ids>(suite: IsolationSuite<Ids>) => suite as IsolationSuite<unknown>;
