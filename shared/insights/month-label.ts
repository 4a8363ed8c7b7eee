import type { Month } from './months.ts';

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A month as people read it, in en-GB: '2026-11' → 'November 2026' (the statement's PDF and its email). */
export const monthLabel = (month: Month): string => `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
