/**
 * Work over a list with a bounded number of calls in flight: the one way the functions read or write many things at
 * once (a stock change's items, lot labels, an import's lookups, batch writes), so none of them floods the table.
 */

/** `fn` over `entries`, at most `limit` at a time; the results in the entries' order. The first error rejects. */
export async function mapLimit<T, R>(entries: readonly T[], limit: number, fn: (entry: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(entries.length);
  let next = 0;
  const lane = async () => {
    while (next < entries.length) {
      const i = next++;
      results[i] = await fn(entries[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, entries.length) }, lane));
  return results;
}
