import { useState } from 'react';
import { HistoryButton } from '../../../components/history/HistoryPanel.tsx';
import { useNavigate, useParams } from 'react-router-dom';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { formatMoney } from '../../../../../shared/domain/format.ts';
import { stockBannerTone } from '../../../../../shared/inventory/rules.ts';
import type { ProductDetails } from '../../../../../shared/inventory/schemas.ts';
import * as M from '../../../../../shared/inventory/messages.ts';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { PencilIcon } from '../../../components/ui/icons.tsx';
import { PageSpinner } from '../../../components/ui/Spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { usePowers } from '../../../lib/powers.ts';
import { notify } from '../../../lib/notify.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useArchiveProduct, useDeleteProduct, useProduct } from '../api/products.ts';
import { ItemBarcode } from '../components/ItemBarcode.tsx';
import { ItemFormDialog } from '../components/ItemFormDialog.tsx';
import { ItemImage } from '../components/ItemImage.tsx';
import { ChangeImageButton } from '../components/ItemImageUpload.tsx';
import { ItemMovements } from '../components/ItemMovements.tsx';
import { ItemReorderRules } from '../components/ItemReorderRules.tsx';
import { ItemStockAdjustment } from '../components/ItemStockAdjustment.tsx';
import { PrintLabelsButton } from '../components/PrintLabelsDialog.tsx';
import { StockBadge } from '../components/StockBadge.tsx';
import { inTransitOf } from '../warehouse-floor.ts';
import '../items.css';
import '../warehouse-floor.css';

function ItemDetails({ item }: { item: ProductDetails }) {
  const { can } = usePowers();
  return (
    <div className="item-details">
      <p className={`item-banner tone-${stockBannerTone(item.stock)}`} role="status">
        <span className="item-banner-count numeric">
          {item.stock} {item.unit_of_measure}
        </span>
        <span>in stock</span>
        <StockBadge stock={item.stock} />
        {inTransitOf(item) > 0 ? <span className="floor-in-transit">{inTransitOf(item)} in transit</span> : null}
      </p>
      <div className="item-details-grid">
        <section className="card item-media" aria-label="Image and barcode">
          <ItemImage url={item.img_url} name={item.name} className="item-page-image" />
          {can('inventory.item.write') ? <ChangeImageButton itemId={item.id} hasImage={Boolean(item.img_url)} /> : null}
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
                  <span className="numeric">
                    {w.stock}
                    {/* on its way from another warehouse (WAREHOUSE.md: counted here once received) */}
                    {inTransitOf(w) > 0 ? <span className="floor-in-transit"> +{inTransitOf(w)} in transit</span> : null}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}

/** /ims/items/{id} (spec part 2 §2 Items): the item's name as title, tabs Details / Stock Adjustment / Stock Movements / Reorder, Edit Item. */
export function ItemPage() {
  const { id } = useParams();
  const item = useProduct(id);
  const [tab, setTab] = useState<Key>('details');
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState<'archive' | 'delete' | null>(null);
  const archive = useArchiveProduct();
  const deleteProduct = useDeleteProduct();
  const navigate = useNavigate();
  const { can } = usePowers();
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
            {data.archived ? ' · Archived' : ''}
          </p>
        </div>
        <div className="items-header-actions">
          {can('inventory.label.print') ? (
            <PrintLabelsButton kind="items" rows={[{ id: data.id, name: data.name, quantity: data.stock }]} />
          ) : null}
          {can('inventory.item.write') ? (
            <>
              <button type="button" className="btn btn-secondary" onClick={() => setEditing(true)}>
                <PencilIcon size={16} /> Edit Item
              </button>
              <button type="button" className="btn btn-secondary" onClick={() => setConfirming('archive')}>
                {data.archived ? 'Unarchive' : 'Archive'}
              </button>
            </>
          ) : null}
          {can('inventory.item.delete') ? (
            <button type="button" className="btn btn-ghost" onClick={() => setConfirming('delete')}>
              Delete
            </button>
          ) : null}
          <HistoryButton kind="item" id={data.id} label={data.name} className="btn btn-ghost" />
        </div>
      </header>
      {data.archived ? (
        <p className="card item-archived-note" role="status">
          This item is archived: it is out of the item list, search, the order and stock pickers. Its stock and history stay.
        </p>
      ) : null}
      <Tabs selectedKey={tab} onSelectionChange={setTab} className="item-tabs">
        <TabList aria-label={`${data.name} sections`} className="item-tab-list">
          <Tab id="details" className="item-tab">
            Details
          </Tab>
          {can('inventory.stock.write') ? (
            <Tab id="adjust" className="item-tab">
              Stock Adjustment
            </Tab>
          ) : null}
          <Tab id="movements" className="item-tab">
            Stock Movements
          </Tab>
          <Tab id="reorder" className="item-tab">
            Reorder
          </Tab>
        </TabList>
        <TabPanel id="details" className="item-tab-panel">
          <ItemDetails item={data} />
        </TabPanel>
        {can('inventory.stock.write') ? (
          <TabPanel id="adjust" className="item-tab-panel">
            <section className="card">
              <ItemStockAdjustment itemId={data.id} holding={data.warehouses} />
            </section>
          </TabPanel>
        ) : null}
        <TabPanel id="movements" className="item-tab-panel">
          <section className="card">
            <ItemMovements itemId={data.id} movementCount={data.movement_count} />
          </section>
        </TabPanel>
        <TabPanel id="reorder" className="item-tab-panel">
          <section className="card">
            <ItemReorderRules itemId={data.id} />
          </section>
        </TabPanel>
      </Tabs>
      <ConfirmDialog
        isOpen={confirming === 'archive'}
        onClose={() => setConfirming(null)}
        title={data.archived ? 'Unarchive item?' : 'Archive item?'}
        message={
          data.archived
            ? `${data.name} comes back to the item list, search and the order and stock pickers.`
            : `${data.name} leaves the item list, search and the order and stock pickers; it no longer counts on the dashboard.`
        }
        details={
          data.archived ? undefined : 'Its stock, movements and orders stay; Show archived on Items lists it, and Unarchive brings it back.'
        }
        confirmLabel={data.archived ? 'Unarchive item' : 'Archive item'}
        busyLabel={data.archived ? 'Unarchiving...' : 'Archiving...'}
        onConfirm={async () => {
          const res = await archive({ body: { id: data.id, archived: !data.archived } });
          notify.success(res?.message || (data.archived ? M.productUnarchived : M.productArchived));
        }}
      />
      <ConfirmDialog
        isOpen={confirming === 'delete'}
        onClose={() => setConfirming(null)}
        title="Delete item?"
        message={`${data.name} (SKU ${data.sku}) is removed for good; its SKU and barcode are free again.`}
        details="Only an item that never moved and is on no order can be deleted: archive the others. The deletion stays in the activity log."
        confirmLabel="Delete item"
        busyLabel="Deleting..."
        tone="danger"
        onConfirm={async () => {
          const res = await deleteProduct({ query: { id: data.id } });
          notify.success(res?.message || M.productDeleted);
          navigate(paths.inventory.items.href());
        }}
      />
      {/* keyed by version so a reopened dialog starts from the item as it is now */}
      <ItemFormDialog key={`${data.id}-${editing}`} isOpen={editing} onOpenChange={setEditing} item={data} />
    </div>
  );
}
