/** The owner's digest: its count is what its lists hold, and a section's link is not one of them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergeSections } from '../../functions/automation/data/digests.ts';
import { ownerDigestEmail } from '../../functions/lib/email/templates/owner-digest.ts';

const saved = process.env.APP_URL;
beforeAll(() => {
  process.env.APP_URL = 'https://app.example.com/';
});
afterAll(() => {
  process.env.APP_URL = saved;
});

const digest = (sections: Parameters<typeof ownerDigestEmail>[0]['sections']) =>
  ownerDigestEmail({ companyName: 'Acme', ownerName: 'Olive', ownerEmail: 'o@example.com', localDate: '2026-12-05', sections });

describe('ownerDigestEmail', () => {
  it.each([
    ['two reminders: 2 items', [{ title: 'Rent emails sent', lines: ['Reminder to a@x.com: …', 'Reminder to b@x.com: …'] }], '(2 items)'],
    [
      'two low-stock rows and the Replenishment link: 2 items, the link no bullet',
      [
        {
          title: 'Items below their reorder point',
          lines: ['Widget A …', 'Widget B …'],
          link: { label: 'Order them from Replenishment', href: 'http://x/ims/replenishment' },
        },
      ],
      '(2 items)',
    ],
    ['50 listed and 3 more: 53 items', [{ title: 'Low', lines: Array.from({ length: 50 }, (_, i) => `Item ${i}`), more: 3 }], '(53 items)'],
  ])('%s', (_name, sections, count) => {
    const { text } = digest(sections);
    expect(text).toContain(count);
    const bullets = text.split('\n').filter((l) => l.startsWith('• ')).length;
    expect(bullets).toBe(sections.reduce((n, s) => n + s.lines.length, 0));
    for (const s of sections) if ('link' in s && s.link) expect(text).toContain(`\n${s.link.label}: ${s.link.href}`);
  });

  it('keeps a section’s link and untold count when an earlier attempt’s lines are merged in', () => {
    const link = { label: 'Order them', href: 'http://x/r' };
    expect(mergeSections([{ title: 'T', lines: ['a'] }], [{ title: 'T', lines: ['a', 'b'], more: 2, link }])).toEqual([
      { title: 'T', lines: ['a', 'b'], more: 2, link },
    ]);
  });
});
