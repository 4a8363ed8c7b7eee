import { Link } from 'react-router-dom';
import type { Product } from '../../../../../shared/inventory/schemas.ts';
import { paths } from '../../../config/paths.ts';
import { stockCardTone } from '../../../../../shared/inventory/rules.ts';
import { ItemImage } from './ItemImage.tsx';
import { StockBadge } from './StockBadge.tsx';

/** One card of the item list (spec §2): image or placeholder, name, SKU, barcode, category, stock; border by stock. */
export function ItemCard({ item }: { item: Product }) {
  return (
    <Link to={paths.inventory.item.href(item.id)} className={`item-card tone-${stockCardTone(item.stock)}`}>
      <ItemImage url={item.img_url} name={item.name} className="item-card-image" decorative />
      <span className="item-card-body">
        <span className="item-card-name">{item.name}</span>
        {item.archived ? <span className="item-card-archived">Archived</span> : null}
        <span className="item-card-facts">
          <span>
            <span className="item-card-label">SKU</span> {item.sku}
          </span>
          <span>
            <span className="item-card-label">Barcode</span> <span className="numeric">{item.barcode}</span>
          </span>
          <span>
            <span className="item-card-label">Category</span> {item.category}
          </span>
        </span>
        <span className="item-card-stock">
          <span className="item-stock-count numeric">
            {item.stock} {item.unit_of_measure}
          </span>
          <StockBadge stock={item.stock} />
        </span>
      </span>
    </Link>
  );
}
