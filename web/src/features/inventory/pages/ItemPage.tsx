import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { formatMoney } from '../../../../../shared/domain/format.ts';
import { stockBannerTone } from '../../../../../shared/inventory/rules.ts';
import type { ProductDetails } from '../../../../../shared/inventory/schemas.ts';
import { PencilIcon } from '../../../components/ui/icons.tsx';
import { PageSpinner } from '../../../components/ui/Spinner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useProduct } from '../api/products.ts';
import { ItemBarcode } from '../components/ItemBarcode.tsx';
import { ItemFormDialog } from '../components/ItemFormDialog.tsx';
import { ItemImage } from '../components/ItemImage.tsx';
import { ChangeImageButton } from '../components/ItemImageUpload.tsx';
import { ItemMovements } from '../components/ItemMovements.tsx';
import { ItemStockAdjustment } from '../components/ItemStockAdjustment.tsx';
import { StockBadge } from '../components/StockBadge.tsx';
import '../items.css';

function ItemDetails({ item }: { item: ProductDetails }) {
  return (
    <div className="item-details">
      <p className={`item-banner tone-${stockBannerTone(item.stock)}`} role="status">
        <span className="item-banner-count numeric">
          {item.stock} {item.unit_of_measure}
        </span>
        <span>in stock</span>
        <StockBadge stock={item.stock} />
      </p>
      <div className="item-details-grid">
        <section className="card item-media" aria-label="Image and barcode">
          <ItemImage url={item.img_url} name={item.name} className="item-page-image" />
          <ChangeImageButton itemId={item.id} hasImage={Boolean(item.img_url)} />
          <ItemBarcode value={item.barcode} />
        </section>
        <section className="card item-facts-card" aria-labelledby="item-facts-title">
          <h2 className="card-title" id="item-facts-title">
            Details
          </h2>
          <dl className="item-facts">
            <div>
              <dt>Name</dt>
              <dd>{item.name}</dd>
            </div>
            <div>
              <dt>SKU</dt>
              <dd>{item.sku}</dd>
            </div>
            <div>
              <dt>Barcode</dt>
              <dd className="numeric">{item.barcode}</dd>
            </div>
            <div>
              <dt>Category</dt>
              <dd>{item.category}</dd>
            </div>
            <div>
              <dt>Purchase Price</dt>
              <dd className="numeric">{formatMoney(item.purchase_price)}</dd>
            </div>
            <div>
              <dt>Sales Price</dt>
              <dd className="numeric">{formatMoney(item.sales_price)}</dd>
            </div>
            <div>
              <dt>Unit</dt>
              <dd>{item.unit_of_measure}</dd>
            </div>
            <div className="span-2">
              <dt>Description</dt>
              <dd className="item-description">{item.description}</dd>
            </div>
          </dl>
          <h2 className="card-title item-warehouses-title">Stock per warehouse</h2>
          {item.warehouses.length === 0 ? (
            <p className="muted">No stock in any warehouse yet.</p>
          ) : (
            <ul className="item-warehouses" aria-label="Stock per warehouse">
              {item.warehouses.map((w) => (
                <li key={w.id}>
                  <span>{w.name}</span>
                  <span className="numeric">{w.stock}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}

/** /ims/items/{id} (spec part 2 §2 Items): the item's name as title, tabs Details / Stock Adjustment / Stock Movements, Edit Item. */
export function ItemPage() {
  const { id } = useParams();
  const item = useProduct(id);
  const [tab, setTab] = useState<Key>('details');
  const [editing, setEditing] = useState(false);
  useDocumentTitle(item.data?.name ?? 'Item');

  if (item.isLoading) return <PageSpinner label="Loading item..." />;
  if (item.error || !item.data) {
    return (
      <div className="page">
        <section className="card inline-error">
          <p>Failed to load item</p>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => void item.mutate()}>
            Try again
          </button>
        </section>
      </div>
    );
  }
  const data = item.data;
  return (
    <div className="page item-page">
      <header className="page-header">
        <div>
          <h1 className="page-title">{data.name}</h1>
          <p className="page-subtitle">
            SKU {data.sku} · {data.category}
          </p>
        </div>
        <button type="button" className="btn btn-secondary" onClick={() => setEditing(true)}>
          <PencilIcon size={16} /> Edit Item
        </button>
      </header>
      <Tabs selectedKey={tab} onSelectionChange={setTab} className="item-tabs">
        <TabList aria-label={`${data.name} sections`} className="item-tab-list">
          <Tab id="details" className="item-tab">
            Details
          </Tab>
          <Tab id="adjust" className="item-tab">
            Stock Adjustment
          </Tab>
          <Tab id="movements" className="item-tab">
            Stock Movements
          </Tab>
        </TabList>
        <TabPanel id="details" className="item-tab-panel">
          <ItemDetails item={data} />
        </TabPanel>
        <TabPanel id="adjust" className="item-tab-panel">
          <section className="card">
            <ItemStockAdjustment itemId={data.id} holding={data.warehouses} />
          </section>
        </TabPanel>
        <TabPanel id="movements" className="item-tab-panel">
          <section className="card">
            <ItemMovements itemId={data.id} movementCount={data.movement_count} />
          </section>
        </TabPanel>
      </Tabs>
      {/* keyed by version so a reopened dialog starts from the item as it is now */}
      <ItemFormDialog key={`${data.id}-${editing}`} isOpen={editing} onOpenChange={setEditing} item={data} />
    </div>
  );
}
