/**
 * Tenant isolation by construction: every company-scoped key of every area (functions/<area>/keys.ts)
 * starts with this prefix, and the company id comes only from a verified token. The only keys that do
 * not are pre-authentication lookups (they exist before a company is known and hold no company data).
 */
export const companyPk = (companyId: string) => `C#${companyId}`;
