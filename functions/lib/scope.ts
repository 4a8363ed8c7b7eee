/**
 * Scope (ROLES.md): the buildings and warehouses the calling account may see, for the whole of its request. The middy
 * stack runs every handler inside `runInScope` with the verified token's scope; the data access of each area asks
 * `buildingInScope` / `warehouseInScope` where it reads or writes (an id outside answers 404 exactly as another
 * company's), and lists keep only what is inside. Work outside a request (the automation worker, imports' worker,
 * the seed) has no scope: it sees the whole company, as the owner does.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { BuildingScope, WarehouseScope } from '../../shared/account/permissions.ts';

export interface Scope {
  readonly buildings: BuildingScope;
  readonly warehouses: WarehouseScope;
}

export const WHOLE_COMPANY: Scope = Object.freeze({ buildings: 'all', warehouses: 'all' });

const storage = new AsyncLocalStorage<Scope>();

export function runInScope<T>(scope: Scope, fn: () => T): T {
  return storage.run(scope, fn);
}

/** The calling account's scope; the whole company outside a request. */
export const currentScope = (): Scope => storage.getStore() ?? WHOLE_COMPANY;

export function buildingInScope(buildingNumber: number): boolean {
  const { buildings } = currentScope();
  return buildings === 'all' || buildings.includes(buildingNumber);
}

export function warehouseInScope(warehouseId: string): boolean {
  const { warehouses } = currentScope();
  return warehouses === 'all' || warehouses.includes(warehouseId);
}

/** True when the account sees every building (company-wide rent money needs it: ROLES.md). */
export const allBuildings = (): boolean => currentScope().buildings === 'all';
/** True when the account sees every warehouse (company-wide inventory money needs it). */
export const allWarehouses = (): boolean => currentScope().warehouses === 'all';
