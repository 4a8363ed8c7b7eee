/** Keys of the platform area. Contact messages arrive before any sign-in: their keys carry no company. */

/** One partition per month, so the team reads a month's messages with one Query. */
export const contactMessage = (month: string, messageId: string) => ({ pk: `CONTACT#${month}`, sk: `MSG#${messageId}` });
