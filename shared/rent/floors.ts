/** Floors of a building are stored as levels 1..floors; people read level 1 as the ground floor. */

/** "level 1 is shown as G, level n as n−1" (DECISIONS, Rent): 1 → 'G', 2 → '1', 11 → '10'. */
export function floorLabel(level: number): string {
  if (!Number.isInteger(level) || level < 1) throw new RangeError(`Invalid level: ${level}`);
  return level === 1 ? 'G' : String(level - 1);
}

/**
 * A floor as files name it, the label the screens show (IMPORT.md rooms: "G", "1", "2"…; case and spaces ignored) →
 * its stored level, or null when it is no floor label: "G" → 1, "1" → 2, "10" → 11; "0", "-1", "1.5", "x" → null.
 */
export function levelOfFloorLabel(label: string): number | null {
  const text = label.trim().toUpperCase();
  if (text === 'G') return 1;
  if (!/^\d+$/.test(text)) return null;
  const floor = Number(text);
  return floor >= 1 && Number.isSafeInteger(floor + 1) ? floor + 1 : null;
}

/** The labels of a building's floors, in words: 1 → "G", 2 → "G or 1", 3 → "G, 1 or 2", 10 → "G or 1 to 9". */
export function floorLabelsText(floors: number): string {
  const labels = levelNumbers(floors).map(floorLabel);
  if (labels.length <= 1) return labels.join('');
  if (labels.length > 4) return `G or 1 to ${floorLabel(floors)}`;
  return `${labels.slice(0, -1).join(', ')} or ${labels[labels.length - 1]}`;
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
