/**
 * Paged lists: `?limit=` and `?cursor=`, answered with an `X-Next-Cursor` header (INVENTORY.md "Lists at scale").
 * Plain constants with no imports, so the SPA's entry bundle can use them without pulling in the schema library.
 */
export const PAGE_LIMIT = { default: 50, max: 200 } as const;
/** Longer than any cursor the API issues (a base64url DynamoDB key). */
export const MAX_CURSOR_LENGTH = 2048;
/** Literals only (a template at the top level would ride along in every bundle that imports this module). */
export const PAGE_MESSAGES = {
  limit: 'Limit must be a whole number from 1 to 200',
  invalidCursor: 'Invalid cursor',
} as const;
