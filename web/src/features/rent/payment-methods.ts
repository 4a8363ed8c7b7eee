/**
 * Rent payment methods (spec §9: three named banks and Others). Switches to the shared schema's list
 * once shared/schemas/rent.ts exports it, so form and handler agree.
 */
export const PAYMENT_METHODS: readonly string[] = ['Bank of America', 'Chase Bank', 'Wells Fargo', 'Others'];
