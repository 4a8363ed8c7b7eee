/** How the rent screens show a status: a rent still to start is not a green Paid (issue 17 R5). */
import { describe, expect, it } from 'vitest';
import { roomCardStatus, statusView } from '../../web/src/features/rent/status.ts';

const today = '2026-11-25';

describe('statusView', () => {
  it.each([
    ['Paid', '2026-12-01', 'card', { label: 'Starts 01/12/2026', tone: 'vacant', upcoming: true }],
    ['Paid', '2026-11-26', 'unit', { label: 'Starts 26/11/2026', tone: 'vacant', upcoming: true }],
    // started today: the first period is due, so the API's status stands
    ['Paid', today, 'card', { label: 'Paid', tone: 'paid', upcoming: false }],
    ['Unpaid', today, 'unit', { label: 'Unpaid', tone: 'pending', upcoming: false }],
    ['Overdue', '2026-01-01', 'card', { label: 'Overdue', tone: 'overdue', upcoming: false }],
    ['Paid', null, 'card', { label: 'Paid', tone: 'paid', upcoming: false }],
    [null, '2026-12-01', 'card', { label: 'N/A', tone: 'vacant', upcoming: false }],
  ] as const)('%s starting %s on the %s → %o', (status, start, place, expected) => {
    expect(statusView(status, start, place, today)).toEqual(expected);
  });

  it('the room card of a rent that starts next month reads Starts, a vacant room Vacant', () => {
    const room = { rent_payment_status: 'Paid' as const, current_rent_id: 'r1', rent_start_date: '2026-12-25' };
    expect(roomCardStatus(room, today)).toEqual({ label: 'Starts 25/12/2026', tone: 'vacant' });
    expect(roomCardStatus({ ...room, current_rent_id: null }, today)).toEqual({ label: 'Vacant', tone: 'vacant' });
  });
});
