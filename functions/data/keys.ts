/**
 * Every key of the table is built here. Company data keys start with the company id taken from the
 * verified token (`C#<companyId>`), so one company can never address another's items.
 * The only keys that do not are the pre-authentication lookups (sign-in by email, throttles,
 * spent robot-check payloads, contact messages): they exist before a company is known and hold
 * no company data.
 */
export const companyPk = (companyId: string) => `C#${companyId}`;

export const keys = {
  company: (companyId: string) => ({ pk: companyPk(companyId), sk: 'COMPANY' }),
  user: (companyId: string, userId: string) => ({ pk: companyPk(companyId), sk: `USER#${userId}` }),
  usersPrefix: 'USER#',
  /** One refresh-token family; kept under its user so unlinking can revoke them all with one Query. */
  session: (companyId: string, userId: string, sessionId: string) => ({
    pk: companyPk(companyId),
    sk: `SESSION#${userId}#${sessionId}`,
  }),
  sessionsOfUserPrefix: (userId: string) => `SESSION#${userId}#`,

  // Pre-authentication keys (no company yet).
  emailLookup: (email: string) => ({ pk: `EMAIL#${email.toLowerCase()}`, sk: 'EMAIL' }),
  throttle: (kind: 'account' | 'address', subject: string) => ({ pk: `THROTTLE#${kind}#${subject.toLowerCase()}`, sk: 'THROTTLE' }),
  spentRobotCheck: (challengeId: string) => ({ pk: `ALTCHA#${challengeId}`, sk: 'SPENT' }),
  contactMessage: (month: string, messageId: string) => ({ pk: `CONTACT#${month}`, sk: `MSG#${messageId}` }),
};
