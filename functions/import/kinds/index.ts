/** The kinds that can be imported (IMPORT.md "Kinds"), each one module (../kind.ts). */
import type { ImportKind } from '../../../shared/import/fields.ts';
import type { ImportKindModule } from '../kind.ts';
import { customersImport, suppliersImport } from './partners.ts';
import { itemsImport } from './items.ts';
import { roomsImport } from './rooms.ts';
import { tenantsImport } from './tenants.ts';

// each kind's value and context types are its own: the core handles them as unknown
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const modules: Record<ImportKind, ImportKindModule<any, any>> = {
  items: itemsImport,
  suppliers: suppliersImport,
  customers: customersImport,
  tenants: tenantsImport,
  rooms: roomsImport,
};

export const kindModule = (kind: ImportKind): ImportKindModule<unknown, unknown> => modules[kind];
