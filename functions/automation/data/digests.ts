/**
 * The owner digest's record (the sendOnce record, keyed by company, local date and run). Its lines are kept on it from
 * the claim on: when the send fails, the retry of the run (same run id) finds the jobs' work already done (no new
 * lines) and sends the lines kept here, so work done before a failed send is still reported, once.
 */
import { getItem } from '../../lib/dynamo/item.ts';
import { isConditionFailed, updateItem } from '../../lib/dynamo/transact.ts';
import type { DigestSection } from '../job.ts';
import * as automationKeys from '../keys.ts';

export interface DigestRecord {
  status: 'sending' | 'sent' | 'failed';
  sections: DigestSection[];
}

export async function getDigest(companyId: string, localDate: string, runId: string): Promise<DigestRecord | null> {
  const item = await getItem(automationKeys.digest(companyId, localDate, runId), { consistent: true });
  return item ? { status: item.status as DigestRecord['status'], sections: (item.sections ?? []) as DigestSection[] } : null;
}

/** Replaces the kept lines of a digest not sent yet (false when it was sent meanwhile). */
export async function keepDigestSections(companyId: string, localDate: string, runId: string, sections: DigestSection[]): Promise<boolean> {
  try {
    await updateItem('digest', {
      Key: automationKeys.digest(companyId, localDate, runId),
      UpdateExpression: 'SET sections = :sections',
      ConditionExpression: 'attribute_exists(pk) AND #status <> :sent',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':sections': sections, ':sent': 'sent' },
    });
    return true;
  } catch (err) {
    if (isConditionFailed(err, 'digest')) return false;
    throw err;
  }
}

/** Sections of the same title become one, their lines in order without repeats (the later attempt's `more` and link). */
export function mergeSections(...lists: DigestSection[][]): DigestSection[] {
  const merged = new Map<string, DigestSection>();
  for (const section of lists.flat()) {
    const into = merged.get(section.title) ?? { title: section.title, lines: [] };
    for (const line of section.lines) if (!into.lines.includes(line)) into.lines.push(line);
    if (section.more !== undefined) into.more = section.more;
    if (section.link) into.link = section.link;
    merged.set(section.title, into);
  }
  return [...merged.values()];
}
