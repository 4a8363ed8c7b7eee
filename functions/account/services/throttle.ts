/**
 * Request limits in fixed windows (../data/throttles.ts keeps the counts): a call over any of its limits is 429 with
 * Retry-After, the message saying how many minutes remain. Password resets and portal sign-in links use it.
 */
import { tooManyRequests } from '../../lib/errors.ts';
import { getFailures } from '../data/throttles.ts';
import type { ThrottleKind } from '../keys.ts';

export async function assertUnderLimits(
  limits: ReadonlyArray<{ kind: ThrottleKind; subject: string; max: number }>,
  nowSeconds: number,
  message: (minutes: number) => string,
): Promise<void> {
  const windows = await Promise.all(limits.map((l) => getFailures(l.kind, l.subject, nowSeconds)));
  const blocked = windows.filter((w, i) => w.count >= limits[i]!.max).map((w) => w.resetsAt);
  if (blocked.length) {
    const wait = Math.max(...blocked) - nowSeconds;
    throw tooManyRequests(message(Math.max(1, Math.ceil(wait / 60))), wait);
  }
}
