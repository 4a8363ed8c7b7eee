/**
 * Every key of the table is built here. Company data keys start with the company id taken from the
 * verified token (`C#<companyId>`), so one company can never address another's items.
 * The only keys that do not are the pre-authentication lookups (sign-in by email, throttles,
 * spent robot-check payloads): they exist before a company is known and hold no company data.
 */
export const companyPk = (companyId: string) => `C#${companyId}`;

export const keys = {
  company: (companyId: string) => ({ pk: companyPk(companyId), sk: 'COMPANY' }),
};
