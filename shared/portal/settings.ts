/** The owner's portal settings (PORTAL.md "Signing in": Account settings → Portal). */
export interface PortalSettings {
  /** Tenants may sign in (Rent Management). */
  readonly rent: boolean;
  /** Customers may sign in (Inventory Management). */
  readonly inventory: boolean;
  /** How to pay, shown to every portal user (up to 2,000 characters). */
  readonly paymentInstructions: string;
}

export const DEFAULT_PORTAL_SETTINGS: PortalSettings = { rent: false, inventory: false, paymentInstructions: '' };
export const PAYMENT_INSTRUCTIONS_MAX = 2000;
