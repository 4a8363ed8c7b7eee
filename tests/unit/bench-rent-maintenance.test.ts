/**
 * The rent bench's maintenance requests (tests/bench/rent-dataset.ts, issue 20): how many, in which statuses and
 * priorities, and the figures the rooms and buildings carry for them. The items themselves are held to the real
 * services by the bench's consistency check (rent-seed.ts); this checks the shape the budget relies on.
 */
import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import * as rentKeys from '../../functions/rent/keys.ts';
import { maintenanceCostAttribute } from '../../functions/rent/records.ts';
import { isOpenStatus, MAINTENANCE_PRIORITIES, MAINTENANCE_STATUSES } from '../../shared/rent/maintenance.ts';
import { allItems, buildPlan, CHECK_SHAPE, LARGE_SHAPE, SMALL_SHAPE, type PlanAssignee } from '../bench/rent-dataset.ts';

const ANCHOR = '2026-11-26';
const assignees: PlanAssignee[] = ['Owner', 'Sam', 'Alex', 'Jo'].map((name) => ({
  id: ulid(),
  name,
  email: `${name.toLowerCase()}@example.com`,
}));
const requestsOf = (plan: ReturnType<typeof buildPlan>) => plan.buildings.flatMap((b) => b.rooms.flatMap((r) => r.maintenance));

describe('bench maintenance requests', () => {
  it('LARGE holds 20,000 and SMALL 2,000 (4 per room), in every status and priority', () => {
    for (const [shape, expected] of [
      [LARGE_SHAPE, 20_000],
      [SMALL_SHAPE, 2_000],
    ] as const) {
      const requests = requestsOf(buildPlan(shape, ulid(), ANCHOR, assignees));
      expect(requests).toHaveLength(expected);
      expect(new Set(requests.map((r) => r.status))).toEqual(new Set(MAINTENANCE_STATUSES));
      expect(new Set(requests.map((r) => r.priority))).toEqual(new Set(MAINTENANCE_PRIORITIES));
      expect(new Set(requests.map((r) => r.assignee?.id).filter(Boolean))).toEqual(new Set(assignees.map((a) => a.id)));
      // open requests past their due date (the digest's list) and open Urgent ones, on both companies
      const open = requests.filter((r) => isOpenStatus(r.status));
      expect(open.filter((r) => r.dueDate !== null && r.dueDate < ANCHOR).length).toBeGreaterThan(expected / 100);
      expect(open.filter((r) => r.priority === 'Urgent').length).toBeGreaterThan(expected / 200);
      // reported before the anchor, every update after the report and before the anchor; costs as the statuses say
      const midnight = `${ANCHOR}T00:00:00.000Z`;
      const wrong = requests.filter(
        (r) =>
          r.reportedAt >= midnight ||
          [r.startedAt, r.endedAt, r.note?.at].some((t) => t && (t <= r.reportedAt || t >= midnight)) ||
          (r.status === 'Done' && !(Number(r.costCents) > 0)) ||
          (r.status === 'Cancelled' && r.costCents !== null),
      );
      expect(wrong).toEqual([]);
    }
  }, 120_000);

  it('the check company holds every status × priority pair', () => {
    const requests = requestsOf(buildPlan(CHECK_SHAPE, ulid(), ANCHOR, assignees.slice(0, 2)));
    expect(new Set(requests.map((r) => `${r.status}/${r.priority}`)).size).toBe(16);
  });

  it("rooms and buildings carry the open counts and each year's cost of their requests", () => {
    const companyId = ulid();
    const plan = buildPlan(SMALL_SHAPE, companyId, ANCHOR, assignees);
    const { items, counts } = allItems(plan);
    expect(counts.maintenance).toBe(2_000);
    const requests = items.filter((i) => String(i.sk).startsWith('MAINT#'));
    expect(requests).toHaveLength(2_000);
    // only open requests are in the sparse index of open requests
    expect(requests.filter((i) => i.gsi2pk === rentKeys.openMaintenancePk(companyId))).toHaveLength(
      requests.filter((i) => isOpenStatus(i.status as never)).length,
    );
    for (const building of items.filter((i) => String(i.sk).startsWith('BLDG#'))) {
      const own = requests.filter((r) => r.buildingNumber === building.buildingNumber);
      expect(building.maintOpen).toBe(own.filter((r) => isOpenStatus(r.status as never)).length);
      const years = new Set(own.map((r) => Number(String(r.reportedAt).slice(0, 4))));
      expect(years.size).toBeGreaterThanOrEqual(3);
      for (const year of years) {
        const cost = own.filter((r) => String(r.reportedAt).startsWith(String(year))).reduce((s, r) => s + Number(r.costCents ?? 0), 0);
        expect(building[maintenanceCostAttribute(year)]).toBe(cost || undefined);
      }
    }
    const rooms = items.filter((i) => String(i.sk).startsWith('ROOM#'));
    expect(rooms.every((r) => r.maintRequests === 4)).toBe(true);
    expect(rooms.reduce((s, r) => s + Number(r.maintOpen), 0)).toBe(requests.filter((r) => isOpenStatus(r.status as never)).length);
  }, 60_000);
});
