/**
 * Tenant isolation by construction: every key builder of every area puts the company id first (companyPk)
 * in each partition key it builds, table or index. The only builders without it are the pre-authentication
 * lookups, listed here by name, so a new key outside a company fails this test.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import * as accountKeys from '../../functions/account/keys.ts';
import * as automationKeys from '../../functions/automation/keys.ts';
import { scheduleToItem } from '../../functions/automation/records.ts';
import * as importKeys from '../../functions/import/keys.ts';
import * as insightKeys from '../../functions/insights/keys.ts';
import * as inventoryKeys from '../../functions/inventory/keys.ts';
import { companyPk } from '../../functions/lib/dynamo/company.ts';
import * as platformKeys from '../../functions/platform/keys.ts';
import * as portalKeys from '../../functions/portal/keys.ts';
import * as rentKeys from '../../functions/rent/keys.ts';

const COMPANY = '01HZX5V7Q8R9S0T1V2W3X4Y5Z6';
const OTHER = '01HZX5V7Q8R9S0T1V2W3X4Y5Z7';
const areas = {
  rent: rentKeys,
  account: accountKeys,
  platform: platformKeys,
  inventory: inventoryKeys,
  automation: automationKeys,
  import: importKeys,
  portal: portalKeys,
  insights: insightKeys,
} as Record<string, Record<string, unknown>>;
// account.passwordReset: a reset link is followed signed out, so it is found by its token's hash alone (no company yet)
// account.invitationToken: an invitation link is followed before its account exists, found by its token's hash alone
const PRE_AUTHENTICATION = [
  'account.emailLookup',
  'account.invitationToken',
  'account.passwordReset',
  'account.spentRobotCheck',
  'account.throttle',
  'platform.contactMessage',
  // portal.emailLookup / emailLookupPk: a portal sign-in starts from an email alone (PORTAL.md); portal.signInLink: its
  // link is followed signed out; portal.emailKey is a text function, no key
  'portal.emailKey',
  'portal.emailLookup',
  'portal.emailLookupPk',
  // portal.emailVerifyLink: a new email's confirmation link is followed from that mailbox, maybe signed out
  'portal.emailVerifyLink',
  'portal.signInLink',
];

const builders = Object.entries(areas).flatMap(([area, keys]) =>
  Object.entries(keys).map(([name, builder]) => ({ id: `${area}.${name}`, name, builder })),
);
const companyScoped = builders.filter(
  (b) => typeof b.builder === 'function' && !/(Prefix|Sk)$/.test(b.name) && !PRE_AUTHENTICATION.includes(b.id),
);

/** Partition keys a builder returns: pk and gsiNpk of an object, or the string itself for a `…Pk` / `…Partition` builder. */
function partitionsOf(name: string, value: unknown): string[] {
  if (typeof value === 'string') return /(Pk|Partition)$/.test(name) ? [value] : [];
  return Object.entries(value as Record<string, string>)
    .filter(([attribute]) => /pk$/.test(attribute))
    .map(([, v]) => v);
}

// Every company-scoped builder takes the company id first; the rest are placeholders of the right kinds for any builder.
const call = (builder: unknown, companyId: string) => (builder as (...args: unknown[]) => unknown)(companyId, 7, 3, 'ROOMULID', 'RENTULID');

describe('company-scoped keys', () => {
  it('cover every area', () => {
    expect(new Set(companyScoped.map((b) => b.id.split('.')[0]))).toEqual(
      new Set(['rent', 'account', 'inventory', 'automation', 'import', 'portal', 'insights']),
    );
    const functions = resolve(import.meta.dirname, '../../functions');
    const withKeys = readdirSync(functions).filter((area) => existsSync(resolve(functions, area, 'keys.ts')));
    expect(withKeys.sort(), 'every functions/<area>/keys.ts is imported above').toEqual(Object.keys(areas).sort());
  });

  it.each(companyScoped.map((b) => [b.id, b.name, b.builder] as const))(
    '%s starts every partition key with the company id',
    (_id, name, builder) => {
      const partitions = partitionsOf(name, call(builder, COMPANY));
      expect(partitions.length).toBeGreaterThan(0);
      for (const pk of partitions) {
        expect(pk === companyPk(COMPANY) || pk.startsWith(`${companyPk(COMPANY)}#`)).toBe(true);
        expect(pk.includes(OTHER)).toBe(false);
      }
      // Another company never gets the same partition.
      expect(partitionsOf(name, call(builder, OTHER))).not.toEqual(partitions);
    },
  );

  it('sort-key prefixes name no company', () => {
    for (const b of builders.filter((x) => /Prefix$/.test(x.name))) {
      const prefix = typeof b.builder === 'function' ? (b.builder as (n: number) => string)(3) : b.builder;
      expect(String(prefix).startsWith('C#'), b.id).toBe(false);
    }
  });
});

describe('pre-authentication keys', () => {
  it('are exactly the lookups that exist before a company is known', () => {
    const present = builders.filter((b) => PRE_AUTHENTICATION.includes(b.id)).map((b) => b.id);
    expect(present.sort()).toEqual(PRE_AUTHENTICATION);
  });

  it.each([
    ['emailLookup', accountKeys.emailLookup('A@Example.com'), 'EMAIL#a@example.com'],
    ['throttle', accountKeys.throttle('account', 'A@Example.com'), 'THROTTLE#account#a@example.com'],
    ['spentRobotCheck', accountKeys.spentRobotCheck('x1'), 'ALTCHA#x1'],
    ['passwordReset', accountKeys.passwordReset('ab12'), 'RESET#ab12'],
    ['invitationToken', accountKeys.invitationToken('cd34'), 'INVITETOKEN#cd34'],
    ['reset throttle', accountKeys.throttle('reset-address', '203.0.113.7'), 'THROTTLE#reset-address#203.0.113.7'],
    ['contactMessage', platformKeys.contactMessage('2025-01', 'm1'), 'CONTACT#2025-01'],
  ])('%s holds no company data and never looks like a company partition', (_name, key, pk) => {
    expect(key.pk).toBe(pk);
    expect(key.pk.startsWith('C#')).toBe(false);
  });
});

/**
 * The one index partition without a company: the hourly dispatcher must find the companies due now across all
 * companies with one Query (no Scan), so every schedule item carries gsi1pk `AUTORUN`. It holds no company data: the
 * item is a pointer (company id, time zone, next run instant), and no route reads it (only the dispatcher).
 */
describe("the dispatcher's index", () => {
  it('is the constant AUTORUN partition, and the schedule item is otherwise company-scoped', () => {
    expect(automationKeys.dueIndexPartition).toBe('AUTORUN');
    const item = scheduleToItem({ companyId: COMPANY, nextRunAt: '2026-05-10T05:00:00.000Z', timeZone: 'Europe/London' });
    expect(item.pk).toBe(companyPk(COMPANY));
    expect(item.gsi1pk).toBe('AUTORUN');
    expect(item.gsi1sk).toBe(`2026-05-10T05:00:00.000Z#${COMPANY}`);
    expect(Object.keys(item).sort()).toEqual(['companyId', 'gsi1pk', 'gsi1sk', 'nextRunAt', 'pk', 'sk', 'timeZone']);
  });
});
