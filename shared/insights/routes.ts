/** Insights (INSIGHTS.md): how the business is going, read from monthly figures kept as it runs. */
import { defineRoute, io } from '../route.ts';
import type { InventoryInsights, InventoryInsightsQuery, RentInsights, RentInsightsQuery, StatementMonthQuery } from './schemas.ts';

const spec = (call: string) => `INSIGHTS.md: ${call}`;

export const insightsRoutes = {
  insightsRent: defineRoute({
    name: 'insightsRent',
    method: 'GET',
    path: '/api/insights/rent',
    handler: 'functions/insights/handlers/rent-insights.ts',
    access: 'user',
    permission: 'rent.read',
    spec: spec('GET /api/insights/rent?from=yyyy-mm&to=yyyy-mm&building= (every chart in one response)'),
    types: io<{ query: RentInsightsQuery; response: RentInsights }>(),
  }),
  insightsInventory: defineRoute({
    name: 'insightsInventory',
    method: 'GET',
    path: '/api/insights/inventory',
    handler: 'functions/insights/handlers/inventory-insights.ts',
    access: 'user',
    permission: 'inventory.read',
    spec: spec('GET /api/insights/inventory?from=yyyy-mm&to=yyyy-mm&warehouse=&lists=kept|fresh|none (every chart in one response)'),
    types: io<{ query: InventoryInsightsQuery; response: InventoryInsights }>(),
  }),
  insightsStatement: defineRoute({
    name: 'insightsStatement',
    method: 'GET',
    path: '/api/insights/statement',
    handler: 'functions/insights/handlers/statement-pdf.ts',
    access: 'user',
    // the statement has a rent part and an inventory part: each is there when the account has that app, in its scope
    permission: 'insights.statement',
    spec: spec("the owner's monthly statement as a PDF for any month (?month=yyyy-mm), the one emailed on the 1st"),
    // the PDF's bytes (application/pdf), downloaded from either Insights page
    types: io<{ query: StatementMonthQuery; response: Blob }>(),
  }),
} as const;
