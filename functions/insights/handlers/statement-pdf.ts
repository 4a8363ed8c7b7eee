import { insightsRoutes } from '../../../shared/insights/routes.ts';
import { statementMonthQuery } from '../../../shared/insights/schemas.ts';
import { binary, createHandler, HttpResult } from '../../lib/http.ts';
import { monthlyStatementPdf } from '../services/statement.ts';

/**
 * The owner's monthly statement of any month as a PDF download (INSIGHTS.md), from either Insights page: the parts of
 * the account's apps, its buildings and warehouses only (the request's scope).
 */
export const handler = createHandler(insightsRoutes.insightsStatement, { query: statementMonthQuery }, async ({ identity, query }) => {
  const { pdf, fileName } = await monthlyStatementPdf(identity.companyId, query.month, identity);
  return new HttpResult<Blob>(binary(pdf, 'application/pdf', { 'content-disposition': `attachment; filename="${fileName}"` }).result);
});
