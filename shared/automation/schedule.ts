/**
 * When a company's daily run is due (AUTOMATION.md "Scheduled work"): once per local day after 06:00 in its time
 * zone. Pure; DST-safe: the local 06:00 of a day is found from the zone's offset at that moment, not by adding 24 h.
 */
import { addDays, type IsoDate } from '../domain/dates.ts';
import { DAILY_RUN_LOCAL_HOUR, localDateTime } from './settings.ts';

const HOUR_MS = 60 * 60 * 1000;

/** One formatter per zone: making an Intl.DateTimeFormat costs far more than using one. */
const formatters = new Map<string, Intl.DateTimeFormat>();
const wallClock = (zone: string) => {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(zone, f);
  }
  return f;
};

/** The zone's offset from UTC (ms, east positive) at `instant`. */
function offsetAt(instant: number, zone: string): number {
  const parts = wallClock(zone).formatToParts(new Date(instant));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant of `hour`:00 local time on `date` in `zone`. When a DST change skips that hour, the first instant
 * after the gap (the local clock never shows it); when it repeats, the first of the two.
 */
export function localHourInstant(date: IsoDate, hour: number, zone: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const wall = Date.UTC(y, m - 1, d, hour);
  // Two rounds converge for every real zone: the offset a little before the wall time, then at the guess.
  let guess = wall - offsetAt(wall - 12 * HOUR_MS, zone);
  guess = wall - offsetAt(guess, zone);
  const earlier = wall - offsetAt(guess - 3 * HOUR_MS, zone);
  // A repeated hour has two answers: prefer the earlier one when it also shows the wall time.
  if (earlier < guess && offsetAt(earlier, zone) === wall - earlier) guess = earlier;
  const local = localDateTime(new Date(guess), zone);
  if (local.date === date && local.hour < hour) guess += HOUR_MS; // skipped hour: the clock jumps past it
  return new Date(guess);
}

/** The next local 06:00 strictly after `now` in `zone`: when the dispatcher should next pick the company. */
export function nextDailyRunAt(now: Date, zone: string): Date {
  const today = localDateTime(now, zone).date;
  const todays = localHourInstant(today, DAILY_RUN_LOCAL_HOUR, zone);
  if (todays.getTime() > now.getTime()) return todays;
  return localHourInstant(addDays(today, 1), DAILY_RUN_LOCAL_HOUR, zone);
}
