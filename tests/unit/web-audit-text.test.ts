import { describe, expect, it } from 'vitest';
import { actionInWords, changeText, formatAuditTime, kindInWords, valueText } from '../../web/src/components/history/audit-text.ts';
import { tokenIds } from '../../web/src/lib/token-claims.ts';
import { activityFilters } from '../../web/src/features/account/activity-filters.ts';
import { AUDIT_MESSAGES } from '../../shared/audit/types.ts';

describe('the audit trail in words', () => {
  it.each([
    ['payRent', 'Pay rent'],
    ['updateLinkedAccount', 'Update linked account'],
    ['addLinkedAccount', 'Add linked account'],
    ['voidPurchaseOrderPayment', 'Void purchase order payment'],
    ['changeMasterPassword', 'Changed the master password'],
    ['importCSV', 'Import csv'],
  ])('action %s reads "%s"', (action, words) => expect(actionInWords(action)).toBe(words));

  it('kinds read as words; an unknown kind as it came', () => {
    expect(kindInWords('purchase_order')).toBe('Purchase order');
    expect(kindInWords('settings')).toBe('Company settings');
    expect(kindInWords('something_new')).toBe('something_new');
  });

  it('values as the API showed them; absent as a dash; secrets as changed', () => {
    expect(valueText(null)).toBe('—');
    expect(valueText(1250.5)).toBe('1250.5');
    expect(valueText(true)).toBe('Yes');
    expect(changeText({ field: 'name', before: 'Jane', after: 'Jane Roe' })).toBe('name: Jane → Jane Roe');
    expect(changeText({ field: 'masterPassword', before: 'changed', after: 'changed' })).toBe('masterPassword: changed → changed');
    expect(changeText({ field: 'email', before: null, after: 'a@b.co' })).toBe('email: — → a@b.co');
  });

  it('when: dd/mm/yyyy HH:mm in UTC, whatever the viewer zone', () => {
    expect(formatAuditTime('2026-03-05T23:07:59.999Z')).toBe('05/03/2026 23:07 UTC');
    expect(formatAuditTime('nonsense')).toBe('N/A');
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
    expect(activityFilters({ from: '2026-11-01', to: '', actor: 'U1', kind: 'account' })).toEqual({
      ok: true,
      value: { from: '2026-11-01', actor: 'U1', kind: 'account' },
    });
    expect(activityFilters({ from: '', to: '', actor: '', kind: 'nonsense' })).toEqual({ ok: true, value: {} });
  });
  it('refuses From after To with the API message', () => {
    expect(activityFilters({ from: '2026-11-02', to: '2026-11-01', actor: '', kind: '' })).toEqual({
      ok: false,
      message: AUDIT_MESSAGES.range,
    });
  });
});
