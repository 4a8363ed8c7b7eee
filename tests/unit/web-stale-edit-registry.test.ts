/**
 * Registry: every edit form that sends a record's `version` meets a stale refusal the one way (issue 31 item 8): it
 * keeps its record in useStaleEdit (so a refetch never replaces what is typed) and shows StaleEditNotice; and no form
 * is keyed by a version (a refetch after another tab's save would remount it and throw the typed values away).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const web = join(root, 'web/src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = sources(web).map((path) => ({ path: relative(root, path), text: readFileSync(path, 'utf8') }));
// a body built with the version a record was read with: `version: x.version`, `x.rent_version`, `bodyOf(values, x.version)`
// or through a body builder given the record (`updateInvoiceBody(edit.base, …)`)
const SENDS_VERSION = /version:\s*[\w.?]+\.(rent_)?version\b|[(,]\s*[\w.?]+\.version\s*\)|\bupdate\w*Body\(\s*[\w.]+,/;
const editForms = files.filter((f) => SENDS_VERSION.test(f.text));

describe('every edit form that sends a version uses the stale-edit mechanism', () => {
  it('finds the edit forms (the scan itself works)', () => {
    const found = editForms.map((f) => f.path);
    for (const form of [
      'web/src/features/rent/components/BuildingCorrections.tsx',
      'web/src/features/rent/components/RoomCorrections.tsx',
      'web/src/features/rent/components/EditRentDialog.tsx',
      'web/src/features/rent/pages/TenantPage.tsx',
      'web/src/features/inventory/components/ItemFormDialog.tsx',
      'web/src/features/inventory/components/AddWarehouseModal.tsx',
      'web/src/features/inventory/components/PartnerModal.tsx',
      'web/src/features/inventory/components/AddExpenseModal.tsx',
      'web/src/features/inventory/components/CategoryManager.tsx',
      'web/src/features/inventory/pages/AddPurchaseOrderPage.tsx',
      'web/src/features/inventory/pages/AddSalesOrderPage.tsx',
      'web/src/features/account/components/ManageLinkedAccountModal.tsx',
      'web/src/features/account/pages/AutomationPage.tsx',
      'web/src/features/inventory/components/InvoiceEditModal.tsx',
    ])
      expect(found).toContain(form);
  });

  it.each(editForms.map((f) => [f.path, f.text]))('%s keeps its record in useStaleEdit and shows StaleEditNotice', (_path, text) => {
    expect(text).toMatch(/\buseStaleEdit\(/);
    expect(text).toMatch(/<StaleEditNotice\b/);
  });

  it('no component is keyed by a version (a refetch would remount it and lose what is typed)', () => {
    const keyedByVersion = files.filter((f) => /key=\{[^}]*version[^}]*\}/.test(f.text)).map((f) => f.path);
    expect(keyedByVersion).toEqual([]);
  });
});
