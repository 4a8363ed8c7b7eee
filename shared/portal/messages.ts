/** Every message of the portal's API (PORTAL.md), imported as a namespace. */

export const signInLinkSent =
  'If this email belongs to a tenant or customer of a company using the portal, a sign-in link is on its way. It works once, for 15 minutes.';
export const tooManySignInRequests = (minutes: number) =>
  `Too many sign-in requests. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
export const linkInvalid = 'This sign-in link has expired or was already used. Ask for a new one.';
export const tooManyLinkAttempts = (minutes: number) =>
  `Too many attempts with sign-in links. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
export const choosePerson = 'Choose who you are signing in as';
export const personNotOnLink = 'Choose one of the people this link opens';
export const signedIn = 'Signed in';
export const signedOut = 'Signed out';
export const personGone = 'Your portal access has ended. Ask the company for a new invitation.';

export const inviteOneId = 'Give a tenantId or a customerId';
export const tenantNotFound = 'Tenant not found';
export const customerNotFound = 'Customer not found';
export const noEmail = (who: 'tenant' | 'customer') => `This ${who} has no email address: add one first`;
export const portalOff = (app: 'rent' | 'inventory') =>
  `The portal is off for ${app === 'rent' ? 'Rent Management' : 'Inventory Management'}: turn it on in Account settings → Portal first`;
export const invitationSent = (email: string) => `Portal invitation sent to ${email}`;

export const forTenants = 'This is for tenants: sign in with the link sent to you as a tenant';
export const forCustomers = 'This is for customers: sign in with the link sent to you as a customer';
export const badDate = (field: string) => `${field} must be a date (yyyy-mm-dd)`;
export const toBeforeFrom = 'The end of the period cannot be before its start';
export const rangeTooLong = 'A statement covers at most 24 months';
export const invoiceRentOrOrder = 'Give a rentId with from and to, or an orderId';
export const noInvoiceYet = 'This order has no invoice yet';
export const orderNotFound = 'Order not found';

// ───────────── reported payments (PORTAL.md "report-payment", "The company's side") ─────────────

export const reportRentOrOrder = 'Give the rent (rentId) or the order (orderId) you paid';
export const reportAmount = 'Enter the amount you paid: more than 0, with at most 2 decimals';
export const reportDate = 'Enter the date you paid (yyyy-mm-dd)';
export const reportDateFuture = 'The date you paid cannot be in the future';
export const reportMethod = 'Choose how you paid: Bank transfer, Cash, Card, Cheque or Other';
export const reportReference = 'Enter the payment reference (1 to 100 characters)';
export const reportAboveOwed = (owed: string) => `The amount cannot be more than what you owe (${owed})`;
export const reportReferenceUsed = 'You have already reported a payment with this reference';
export const reportReferenceRecorded = 'A payment with this reference is already recorded';
export const paymentReported = 'Thank you: your payment is reported. We will email you once it is confirmed.';

export const reportedStatus = 'Status must be one of: reported, confirmed, declined';
export const reportedNotFound = 'Reported payment not found';
export const reportedDecided = 'This reported payment was already confirmed or declined';
export const rentOwesLess = (owed: string) => `The rent no longer owes that much: it owes ${owed} now`;
export const orderOwesLess = (owed: string) => `The order no longer owes that much: it owes ${owed} now`;
export const reportedReferenceRecorded = 'A payment with this reference is already recorded: decline this report if it is the same payment';
export const confirmMasterPassword = 'Enter the master password to confirm a rent payment';
export const declineReason = 'Give a reason (up to 300 characters)';
export const reportedConfirmed = 'Payment confirmed and recorded';
export const reportedDeclined = 'Reported payment declined';

// maintenance (POST /api/portal/maintenance/upload-url, POST /api/portal/maintenance)
export const photoType = 'A photo must be a JPEG, PNG or WebP image';
export const photoSize = 'A photo must be from 1 byte to 5 MB';
export const photosList = 'Photos must be a list of the keys of your uploaded photos';
export const photoNotYours = (n: number) => `Photo ${n} is not one of your uploads`;
export const photoTwice = (n: number) => `Photo ${n} is listed twice`;
export const photoMissing = (n: number) => `Photo ${n} was not uploaded`;
export const photoNotImage = (n: number) => `Photo ${n} is not a JPEG, PNG or WebP image`;
export const photoTooLarge = (n: number) => `Photo ${n} is larger than 5 MB`;
export const rentRequired = 'Please choose the rent the request is about';
export const rentEnded = 'This rent has ended: ask for repairs on your current rent';
export const maintenanceSent = 'Your request was sent';

// contact details (POST /api/portal/contact, POST /api/portal/contact/verify)
export const contactRequired = 'Please enter your phone number and email';
export const phoneUpdated = 'Your phone number was updated';
export const emailLinkSent = (email: string) => `We sent a link to ${email}: your email changes once you follow it`;
export const phoneUpdatedEmailLinkSent = (email: string) =>
  `Your phone number was updated. We sent a link to ${email}: your email changes once you follow it`;
export const emailChangeCancelled = 'Your email stays as it was';
export const emailLinkInvalid = 'This link has expired or was already used. Change your email in the portal again for a new one.';
export const emailChanged = (email: string) => `Your email is now ${email}`;
