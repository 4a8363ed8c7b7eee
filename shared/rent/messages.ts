/**
 * Every message of the rent area, once: the spec's form messages, the API's validation messages, the
 * services' errors and the handlers' success messages. Read by the schemas, the rules, the services,
 * the handlers and the SPA. One export per message, so a Lambda or a form chunk carries only the ones it
 * uses (`import * as RENT_MESSAGES from …` keeps that: esbuild and Rollup tree-shake namespace reads).
 * Plain literals only: a template or a call at the top level counts as a side effect and would ride along
 * in every bundle. Messages that quote ./limits.ts are held to it by tests/unit/messages.test.ts.
 */

// ───────────── the spec's form messages (§5), exact; invalidDate is ours for a malformed date reaching the API ─────────────

export const allFieldsRequired = 'All fields are required!';
export const rentStartAfterEnd = 'Rent Start Date cannot be greater than Rent End Date.';
export const invalidDate = 'Please enter a valid date.';
export const checkoutDateRequired = 'Please select a checkout date.';
export const checkoutBeforeStart = 'Checkout Date cannot be earlier than Rent Start Date.';
export const checkoutInFuture = 'Checkout Date cannot be later than today.';

// ───────────── request validation ─────────────

export const fillInAllFields = 'Please fill in all fields';
export const validNumber = 'Please enter a valid number';
export const buildingNumberRange = 'Building number must be a whole number from 1 to 999999999';
export const floorsRange = 'Floors must be a whole number from 1 to 200';
export const levelRange = 'Level must be a whole number of at least 1';
export const roomIdMissing = 'Room ID not found.';
export const rentIdMissing = 'Rent ID not found.';
export const selectTenant = 'Please select a tenant.';
export const rentPrice = 'Rent price must be an amount of at least 0 with at most 2 decimals';
export const deposit = 'Deposit must be an amount of at least 0 with at most 2 decimals';
export const rentType = 'Rent type must be Daily, Weekly or Monthly';
export const tenantRequired = 'Please provide all the required fields.';
export const addressNotText = 'Address must be text';
export const idType = 'ID type must be one of Passport, National ID, Driver License';
export const payFillAll = 'Please fill all fields.';
export const paymentMethod = 'Payment method must be one of Barclays, HSBC, Lloyds Bank, Others';
export const paymentAmount = 'Payment amount must be greater than 0 with at most 2 decimals';
export const masterPasswordTooLong = 'Master password is too long';
export const reportFillAll = 'Please fill in all fields.';
export const reportStartAfterEnd = 'Start date cannot be greater than end date.';
export const reportRange = 'The report can cover at most 366 days.';
export const rentDatesWindow = 'Rent dates must be between 01/01/1900 and 31/12/2100.';
export const leaseTooLong = 'A rent can last at most 50 years.';
export const masterPasswordNotText = 'Master password must be text';

// ───────────── invoices (§5 "Print invoice", exact) and share links ─────────────

export const invoiceNoCurrentRent = 'No current rent selected.';
export const invoiceFillAll = 'Please fill in all fields.';
export const invoiceStartAfterEnd = 'Start date cannot be greater than end date.';
export const invoiceOutsideRent = 'Invoice range must be within the rent period.';
export const invoiceLinkExpiry = 'Link expiry must be a whole number of days from 1 to 90.';
export const invoiceLinkIdRequired = 'Invoice link id is required';
export const invoiceNoTenantEmail = 'The tenant has no email address. Enter the address to send the invoice to.';
export const invoiceTooManyLines = 'This invoice would have more than 1,000 lines: please choose a shorter range.';

// ───────────── what the services refuse ─────────────

export const buildingExists = 'A building with this number already exists';
export const buildingNotFound = 'Building not found';
export const levelOutOfRange = (floors: number) => `Level must be between 1 and ${floors} for this building`;
/** Files name floors by the screens' labels (G, 1, 2…): `labels` is floorLabelsText of the building's floors. */
export const floorLabelOutOfRange = (labels: string) => `Level must be ${labels} for this building`;
export const floorLabelInvalid = 'Level must be G or a floor number (1, 2, 3…), as the screens show it';
export const roomExists = 'Room number already exists on this level';
export const roomNotFound = 'Room not found';
export const roomHasRentalHistory = 'This room has rental history';
export const tenantNotFound = 'Tenant not found';
export const tenantHasRents = 'This tenant has rents';
export const tenantTooManyRents = 'This tenant has too many rents to correct their name, phone or email at once.';
export const rentNotFound = 'Rent not found';
export const rentNotCurrent = 'Only a current rent can be edited';
export const rentHasPayments = 'This rent has payments: only its end date and deposit can change';
export const leaseEndsBeforePaid = 'The lease cannot end before the paid periods end';
export const depositBelowUsed = 'The deposit cannot be less than what was already used from it';
export const roomOccupied = 'This room already has a current rent';
export const noTenantToCheckout = 'No tenant to checkout.';
export const rentCheckedOut = 'This rent has been checked out and settled; it takes no more payments.';
export const wrongMasterPassword = 'Incorrect master password';
export const masterPasswordToDeleteRent = 'Enter the master password to delete a rent that has payments.';
export const depositPaymentTooLarge = 'A payment from the deposit cannot be more than the deposit left or the balance owed.';
export const paymentAboveBalance = 'This rent has been checked out: a payment cannot be more than the balance owed.';
export const busy = 'The rent changed while saving. Please try again.';
export const invoiceLinkNotFound = 'Invoice link not found';
export const paymentNotFound = 'Payment not found';
export const paymentAlreadyVoided = 'This payment is already voided';
/** A rent payment's key holds its reference, so a voided payment keeps it: a new payment takes another one. */
export const referenceOfVoidedPayment = 'This reference belongs to a voided payment: use another reference';
export const voidReasonRequired = 'Please provide a reason';
export const lateFeeNotFound = 'Late fee not found';
export const lateFeeAlreadyWaived = 'This late fee is already waived';

// ───────────── what the handlers answer on success ─────────────

export const buildingAdded = 'Building added successfully';
export const buildingUpdated = 'Building updated';
export const buildingDeleted = 'Building deleted';
/** CORRECTIONS.md: floors shrink only when the removed levels have no rooms (N: the level's label, G, 1, 2…). */
export const levelStillHasRooms = (label: string) => `Level ${label} still has rooms`;
export const buildingHasRooms = 'This building still has rooms';
export const roomAdded = 'Room added successfully';
export const roomUpdated = 'Room updated';
export const roomTooManyRents = 'This room has too many rents to renumber at once.';
export const roomDeleted = 'Room deleted';
export const tenantAdded = 'Tenant added successfully!';
export const tenantUpdated = 'Tenant updated';
export const tenantDeleted = 'Tenant deleted';
export const rentAdded = 'Rent added successfully';
export const rentUpdated = 'Rent updated';
export const rentDeleted = 'Rent deleted successfully';
export const tenantCheckedOut = 'Tenant checked out successfully';
export const paymentRecorded = 'Payment recorded successfully';
export const paymentVoided = 'Payment voided';
export const lateFeeWaived = 'Late fee waived';
export const invoiceGenerated = 'Invoice generated successfully';
export const invoiceLinkCreated = 'Invoice link created';
export const invoiceLinkRevoked = 'Invoice link revoked';
