/** Floors of a building are stored as levels 1..floors; people read level 1 as the ground floor. */

/** "level 1 is shown as G, level n as n−1" (DECISIONS, Rent): 1 → 'G', 2 → '1', 11 → '10'. */
export function floorLabel(level: number): string {
  if (!Number.isInteger(level) || level < 1) throw new RangeError(`Invalid level: ${level}`);
  return level === 1 ? 'G' : String(level - 1);
}

/** "Floors of a building are levels 1..floors": 3 → [1, 2, 3]; 0 → []. */
export function levelNumbers(floors: number): number[] {
  if (!Number.isInteger(floors) || floors < 0) throw new RangeError(`Invalid floor count: ${floors}`);
  return Array.from({ length: floors }, (_, i) => i + 1);
}

/**
 * A level route parameter ("2") as a stored level, or null when it is not a whole number in 1..floors
 * (floors omitted: any level ≥ 1). Lets pages show "not found" instead of throwing on a bad URL.
 */
export function parseLevelNumber(value: string | number | null | undefined, floors?: number): number | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (!/^\d+$/.test(text)) return null;
  const level = Number(text);
  if (level < 1 || !Number.isSafeInteger(level)) return null;
  if (floors !== undefined && level > floors) return null;
  return level;
}
