/**
 * A payment reference is recorded once per rent or order (rent, purchase and sales payments alike): the same payment
 * again (same reference, amount and method: a retry or a double click) changes nothing and says so; another
 * payment under a reference already used is refused, never silently dropped.
 */

export const paymentAlreadyRecorded = 'This payment was already recorded';
export const referenceUsedForAnotherPayment = 'This reference is already used for another payment';

/** What makes two payments under one reference the same payment. */
export interface PaymentFacts {
  amountCents: number;
  method: string;
}

export const isSamePayment = (recorded: PaymentFacts, attempt: PaymentFacts): boolean =>
  recorded.amountCents === attempt.amountCents && recorded.method === attempt.method;
