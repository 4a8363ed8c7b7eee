import { describe, expect, it } from 'vitest';
import {
  ACTION_WORDS,
  actionInWords,
  changeText,
  fieldLabel,
  formatAuditTime,
  kindInWords,
  readableChanges,
  valueText,
} from '../../web/src/components/history/audit-text.ts';
import { tokenIds } from '../../web/src/lib/token-claims.ts';
import { activityFilters } from '../../web/src/features/account/activity-filters.ts';
import { routes } from '../../shared/routes.ts';
import { AUDIT_MESSAGES, SYSTEM_ACTIONS, type AuditChange, type AuditEntry, type AuditKind } from '../../shared/audit/types.ts';

const entry = (kind: AuditKind, changes: AuditChange[], record_label = 'Room 101 · Building 7'): AuditEntry => ({
  id: '01M9H6CJ000000000000000000',
  at: '2026-03-05T23:07:59.999Z',
  actor: { name: 'System' },
  action: 'rentAdd',
  kind,
  record_id: 'x',
  record_label,
  changes,
  source: 'api',
  request_id: 'r',
});

const ROOM_ID = '1-2-01M935ABCDEFGHJKMNPQRSTVWX';
const TENANT_ID = '01M935ABCDEFGHJKMNPQRSTVWX';

describe('the audit trail in words', () => {
  it.each([
    ['payRent', 'Recorded a rent payment'],
    ['updateLinkedAccount', 'Edited a linked account'],
    ['voidPurchaseOrderPayment', 'Void purchase order payment'],
    ['changeMasterPassword', 'Changed the master password'],
    ['automation.run', 'Automatic run'],
    ['importRun', 'Imported from a file'],
    ['importUndo', 'Undid an import'],
    ['seedDemoRent', 'Demo data'],
  ])('action %s reads "%s"', (action, words) => expect(actionInWords(action)).toBe(words));

  it('every mutating route of the manifest and every action of the product itself has its words', () => {
    const actions = [...routes.filter((r) => r.method !== 'GET').map((r) => r.name), ...Object.values(SYSTEM_ACTIONS)];
    expect(actions.filter((action) => !ACTION_WORDS[action])).toEqual([]);
    for (const words of Object.values(ACTION_WORDS)) expect(words).toMatch(/^[A-Z][a-z]/);
  });

  it('kinds read as words; an unknown kind as it came', () => {
    expect(kindInWords('purchase_order')).toBe('Purchase order');
    expect(kindInWords('settings')).toBe('Company settings');
    expect(kindInWords('something_new')).toBe('something_new');
  });

  it.each<[AuditKind, string, string]>([
    ['tenant', 'idExpiry', 'ID Expiry Date'],
    ['tenant', 'name', 'Full Name'],
    ['tenant', 'idIssuingCountry', 'Issuing Country'],
    ['building', 'buildingLevels', 'Number of Floors'],
    ['room', 'roomNumber', 'Room Number'],
    ['rent', 'rent_price', 'Rent Price (USD)'],
    ['rent', 'expiresAt', 'Link expires'],
    ['payment', 'paymentReference', 'Payment Reference'],
    ['item', 'purchase_price', 'Purchase Price ($)'],
    ['item', 'stock in North Depot', 'Stock in North Depot'],
    ['supplier', 'contact_name', 'Contact name'],
    ['settings', 'lateFeeGraceDays', 'Grace days'],
    ['account', 'masterPassword', 'Master password'],
    ['expense', 'someNewField', 'Some new field'],
  ])('%s.%s is labelled "%s"', (kind, field, label) => expect(fieldLabel(kind, field)).toBe(label));

  it('values as the API showed them; absent as a dash; secrets as changed', () => {
    expect(valueText(null)).toBe('—');
    expect(valueText(1250.5)).toBe('1250.5');
    expect(valueText(1250.5, 'money')).toBe('$1,250.50');
    expect(valueText('2027-03-05', 'date')).toBe('05/03/2027');
    expect(valueText(true)).toBe('Yes');
  });

  it.each<[string, AuditEntry, string[]]>([
    [
      'a rent added: tenant and room by name, money and dates formatted, the tenant_name beside the id not repeated',
      entry('rent', [
        { field: 'room_id', before: null, after: ROOM_ID },
        { field: 'tenantID', before: null, after: TENANT_ID },
        { field: 'tenant_name', before: null, after: 'Grace Liu' },
        { field: 'rent_price', before: null, after: 650 },
        { field: 'rent_start_date', before: null, after: '2026-07-05' },
      ]),
      ['Room: — → Room 101 · Building 7', 'Tenant: — → Grace Liu', 'Rent Price (USD): — → $650.00', 'Rent Start Date: — → 05/07/2026'],
    ],
    [
      "an invoice link: the link's id left out, its expiry in the company's zone",
      entry('rent', [
        { field: 'invoiceLink', before: null, after: '01M9H6CJ000000000000000000' },
        { field: 'invoice', before: null, after: 'RI-20261205-HTDQB7AR' },
        { field: 'expiresAt', before: null, after: '2027-03-05T13:52:08.143Z' },
      ]),
      ['Invoice: — → RI-20261205-HTDQB7AR', 'Link expires: — → 05/03/2027, 22:52'],
    ],
    ['a revoked link says nothing the action does not', entry('rent', [{ field: 'invoiceLink', before: 'L', after: 'revoked' }]), []],
    [
      'a maintenance request: its room from its label, the assignee by name only',
      entry(
        'maintenance',
        [
          { field: 'room_id', before: null, after: ROOM_ID },
          { field: 'assigneeId', before: null, after: TENANT_ID },
          { field: 'assignee', before: null, after: 'Dana Demo' },
          { field: 'cost', before: null, after: 35 },
        ],
        'Fix wardrobe door · Room 202 · Building 2',
      ),
      ['Room: — → Room 202 · Building 2', 'Assignee: — → Dana Demo', 'Cost (USD): — → $35.00'],
    ],
    [
      "an order's edit: the supplier's name, not its id",
      entry('purchase_order', [
        { field: 'supplier_name', before: 'Acme', after: 'Bolt' },
        { field: 'supplier_id', before: 'S1', after: 'S2' },
        { field: 'total_amount', before: 10, after: 12.5 },
      ]),
      ['Supplier: Acme → Bolt', 'Total: $10.00 → $12.50'],
    ],
    [
      'a password as changed, never a value',
      entry('account', [{ field: 'masterPassword', before: null, after: 'changed' }]),
      ['Master password: — → changed'],
    ],
  ])('%s', (_name, e, lines) => {
    const changes = readableChanges(e, 'Asia/Tokyo');
    expect(changes.map(changeText)).toEqual(lines);
    expect(lines.join(' ')).not.toMatch(/01M9|01M935|\dT\d{2}:/);
  });

  it('ids link to the record they name', () => {
    const [room, tenant] = readableChanges(
      entry('rent', [
        { field: 'room_id', before: null, after: ROOM_ID },
        { field: 'tenantID', before: null, after: TENANT_ID },
        { field: 'tenant_name', before: null, after: 'Grace Liu' },
      ]),
    );
    expect(room.after.href).toBe(`/hms/hotel-portal/building/1/level/2/edit-room/${ROOM_ID}`);
    expect(tenant.after.href).toBe(`/hms/tenants/${TENANT_ID}`);
    expect(tenant.before).toEqual({ text: '—' });
  });

  it.each([
    ['Europe/London', '05/03/2026, 23:07'],
    ['Asia/Tokyo', '06/03/2026, 08:07'],
  ])("when: dd/mm/yyyy, HH:mm in the company's zone (%s)", (zone, text) => {
    expect(formatAuditTime('2026-03-05T23:07:59.999Z', zone)).toBe(text);
    expect(formatAuditTime('nonsense', zone)).toBe('N/A');
  });
});

describe('tokenIds', () => {
  const token = (payload: object) => `e30.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.sig`;
  it('reads the account and company ids of an access token', () => {
    expect(tokenIds(token({ sub: 'U1', cid: 'C1', name: 'Zoë' }))).toEqual({ userId: 'U1', companyId: 'C1' });
  });
  it('null for anything else', () => {
    expect(tokenIds('')).toBeNull();
    expect(tokenIds('a.b.c')).toBeNull();
    expect(tokenIds(token({ sub: 'U1' }))).toBeNull();
  });
});

describe('activityFilters', () => {
  it('keeps the filled filters only', () => {
    expect(activityFilters({ from: '2026-11-01', to: '', actor: 'U1', kind: 'account', role: '' })).toEqual({
      ok: true,
      value: { from: '2026-11-01', actor: 'U1', kind: 'account' },
    });
    expect(activityFilters({ from: '', to: '', actor: '', kind: 'nonsense', role: '' })).toEqual({ ok: true, value: {} });
  });
  it('refuses From after To with the API message', () => {
    expect(activityFilters({ from: '2026-11-02', to: '2026-11-01', actor: '', kind: '', role: '' })).toEqual({
      ok: false,
      message: AUDIT_MESSAGES.range,
    });
  });
});
