/** Part 2 §9: the static price list (USD, whole dollars). Enterprise has no list price ("Custom"). */
export type PricedApp = 'ims' | 'rms';
export type BillingPeriod = 'monthly' | 'yearly';

export interface Plan {
  name: 'Starter' | 'Pro' | 'Enterprise';
  monthly: number | null;
  yearly: number | null;
  features: string[];
  featured: boolean;
}

export const appNames: Record<PricedApp, string> = {
  ims: 'Inventory Management',
  rms: 'Rent Management',
};

export const plans: Record<PricedApp, Plan[]> = {
  ims: [
    { name: 'Starter', monthly: 49, yearly: 499, features: ['Up to 100 products', 'Basic analytics', 'Email support'], featured: false },
    { name: 'Pro', monthly: 99, yearly: 999, features: ['Up to 1,000 products', 'Advanced analytics', 'Priority support'], featured: true },
    {
      name: 'Enterprise',
      monthly: null,
      yearly: null,
      features: ['Unlimited products', 'Dedicated support', 'Custom integrations'],
      featured: false,
    },
  ],
  rms: [
    { name: 'Starter', monthly: 59, yearly: 599, features: ['Up to 50 tenants', 'Automated billing', 'Email support'], featured: false },
    {
      name: 'Pro',
      monthly: 119,
      yearly: 1199,
      features: ['Up to 500 tenants', 'Maintenance tracking', 'Priority support'],
      featured: true,
    },
    {
      name: 'Enterprise',
      monthly: null,
      yearly: null,
      features: ['Unlimited tenants', 'Dedicated account manager', 'Custom reports'],
      featured: false,
    },
  ],
};

export const YEARLY_NOTE = 'Pay yearly and save up to 10%';

const wholeDollars = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** 1199 → "$1,199"; no list price → "Custom". */
export function planPrice(plan: Plan, period: BillingPeriod): string {
  const amount = period === 'monthly' ? plan.monthly : plan.yearly;
  return amount === null ? 'Custom' : `$${wholeDollars.format(amount)}`;
}

export function parsePricedApp(value: string | null): PricedApp {
  return value === 'rms' ? 'rms' : 'ims';
}
