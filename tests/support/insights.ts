/** The rent figures as stored, for tests that compare the live figures with what the records imply. */
import * as insightKeys from '../../functions/insights/keys.ts';
import { beginsWith, queryAll } from '../../functions/lib/dynamo/query.ts';

/**
 * Every rent figure item of a company (B and T month and level items, and with `leaseEnds` its lease-end items) by sort
 * key: its figures without zeros or the version (`_v` counts changes; a rebuild makes none where nothing differs).
 */
export async function rentFigureItems(
  companyId: string,
  options: { leaseEnds?: boolean } = {},
): Promise<Record<string, Record<string, number>>> {
  const partition = insightKeys.insightsPartition(companyId);
  const prefixes = ['M#B#', 'M#T#', 'L#B#', 'L#T#', ...(options.leaseEnds ? ['END#'] : [])];
  const lists = await Promise.all(prefixes.map((prefix) => queryAll({ partition, sort: beginsWith(prefix), consistent: true })));
  const out: Record<string, Record<string, number>> = {};
  for (const item of lists.flat()) {
    const figures = Object.fromEntries(
      Object.entries(item).filter(([k, v]) => /^[A-Za-z]/.test(k) && k !== 'pk' && k !== 'sk' && (typeof v !== 'number' || v !== 0)),
    ) as Record<string, number>;
    if (Object.keys(figures).length || String(item.sk).startsWith('END#')) out[String(item.sk)] = figures;
  }
  return out;
}
