/** react-router keeps the position in its history entries; 0 means this is the first page of the tab. */
export function hasPreviousEntry(): boolean {
  const idx = (window.history.state as { idx?: number } | null)?.idx;
  return typeof idx === 'number' && idx > 0;
}
