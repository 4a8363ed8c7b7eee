import { CalendarDate, type DateValue } from '@internationalized/date';
import { formatIsoDate, isIsoDate, parseIsoDate } from '../../../../shared/domain/dates.ts';

/** A form's 'yyyy-mm-dd' as react-aria's CalendarDate; empty, half-typed or impossible dates are null (an empty field). */
export function isoToCalendarDate(value: string | null | undefined): CalendarDate | null {
  const text = value?.trim() ?? '';
  if (!isIsoDate(text)) return null;
  const { year, month, day } = parseIsoDate(text);
  // CalendarDate has no year 0 (1 BC): treat it as not a date rather than let it become year 1.
  return year >= 1 ? new CalendarDate(year, month, day) : null;
}

/** react-aria's value back as 'yyyy-mm-dd'; null (empty or not fully typed) is ''. */
export function calendarDateToIso(value: DateValue | null | undefined): string {
  return value ? formatIsoDate({ year: value.year, month: value.month, day: value.day }) : '';
}
