/** Today's calendar date where the user is, 'yyyy-mm-dd': date fields' defaults, report ranges, file names. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
