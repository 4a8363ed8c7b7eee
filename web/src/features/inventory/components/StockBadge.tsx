import { stockStatus } from '../../../../../shared/inventory/rules.ts';

/** The words for a stock quantity in their colour (stockStatus): the same on the item list and the item page. */
export function StockBadge({ stock }: { stock: number }) {
  const { label, tone } = stockStatus(stock);
  return <span className={`stock-badge tone-${tone}`}>{label}</span>;
}
