import { useState } from 'react';
import { UNITS } from '../../../../../shared/inventory/catalogue.ts';
import * as M from '../../../../../shared/inventory/messages.ts';
import {
  addProductSchema,
  updateProductSchema,
  type AddProductInput,
  type Product,
  type UpdateProductInput,
} from '../../../../../shared/inventory/schemas.ts';
import { Modal } from '../../../components/ui/Modal.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { StaleEditNotice, TypedMark } from '../../../components/ui/StaleEditNotice.tsx';
import { FormMessage, TextField } from '../../../components/ui/TextField.tsx';
import { notify } from '../../../lib/notify.ts';
import { useStaleEdit } from '../../../lib/stale-edit.ts';
import { useForm } from '../../../lib/use-form.ts';
import { validate, type Validation } from '../../../lib/validate.ts';
import { useAddCategory, useCategories } from '../api/categories.ts';
import { fetchProduct, useAddProduct, useUpdateProduct } from '../api/products.ts';
import { addItemBody, emptyItemForm, itemFormOf, missingItemField, updateItemBody, zeroPriceWarning } from '../item-logic.ts';
import { ItemImageInput, useItemImageUpload } from './ItemImageUpload.tsx';

type ItemSubmit = { kind: 'add'; body: AddProductInput } | { kind: 'edit'; body: UpdateProductInput };

/** "New category" inside the item dialog (INVENTORY.md: the Add Item dialog can add a category). */
function NewCategory({ onAdded, disabled }: { onAdded: (id: string) => void; disabled: boolean }) {
  const addCategory = useAddCategory();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  if (!open) {
    return (
      <button type="button" className="btn btn-ghost btn-sm item-new-category-toggle" onClick={() => setOpen(true)} disabled={disabled}>
        + New category
      </button>
    );
  }
  async function add() {
    if (name.trim() === '') return notify.error(M.categoryNameRequired);
    setBusy(true);
    try {
      const res = await addCategory({ body: { name: name.trim() } });
      notify.success(res?.message ?? M.categoryAdded);
      onAdded(res.id);
      setName('');
      setOpen(false);
    } catch {
      // the API client showed the error toast
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="item-new-category">
      <TextField
        label="New category name"
        value={name}
        onChange={setName}
        maxLength={60}
        autoComplete="off"
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            void add();
          }
        }}
      />
      <button type="button" className="btn btn-secondary" onClick={() => void add()} disabled={busy || disabled}>
        {busy ? 'Adding...' : 'Add category'}
      </button>
      <button type="button" className="btn btn-ghost" onClick={() => setOpen(false)} disabled={busy}>
        Cancel
      </button>
    </div>
  );
}

/**
 * Add New and Edit Item (spec §2, §5): every field required (`Please provide all the fields`), the shared
 * schema's checks, then the call; server messages first in the toasts. Adding may attach an image afterwards.
 */
export function ItemFormDialog({
  isOpen,
  onOpenChange,
  item,
  onAdded,
  barcode = '',
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The item to edit; absent = Add New. */
  item?: Product;
  onAdded?: (id: string) => void;
  /** Add New with this barcode filled in (a scanned code no item has); give the dialog a `key` of it to refill. */
  barcode?: string;
}) {
  const editing = item !== undefined;
  const categories = useCategories();
  const addProduct = useAddProduct();
  const updateProduct = useUpdateProduct();
  const uploadImage = useItemImageUpload();
  const [image, setImage] = useState<File | null>(null);
  // an edit keeps the item it opened on (a refetch behind it never replaces what is typed) until a Reload
  const edit = useStaleEdit(
    item,
    (i) => (i ? itemFormOf(i) : emptyItemForm),
    async () => (item ? fetchProduct(item.id) : undefined),
  );

  const blank = { ...emptyItemForm, barcode };
  const { values, set, setValues, busy, problem, handleSubmit, reset } = useForm(() => (item ? itemFormOf(item) : blank), {
    validate: (v): Validation<ItemSubmit> | string => {
      const missing = missingItemField(v);
      if (missing) return missing;
      if (edit.base) {
        const checked = validate(updateProductSchema, updateItemBody(edit.base.id, v, edit.base.version));
        return checked.ok ? { ok: true, data: { kind: 'edit', body: checked.data } } : checked;
      }
      const checked = validate(addProductSchema, addItemBody(v));
      return checked.ok ? { ok: true, data: { kind: 'add', body: checked.data } } : checked;
    },
    onSubmit: async (submit) => {
      if (submit.kind === 'edit') {
        const res = await updateProduct({ body: submit.body });
        notify.success(res?.message ?? M.productUpdated);
      } else {
        const res = await addProduct({ body: submit.body });
        notify.success(res?.message ?? M.productAdded);
        if (image) await uploadImage(res.id, image);
        onAdded?.(res.id);
      }
      close(false);
    },
    onError: edit.refused,
  });

  function close(open: boolean) {
    if (!open) {
      reset();
      setImage(null);
    }
    onOpenChange(open);
  }

  const categoryOptions = (categories.data ?? []).map((c) => ({ value: c.id, label: c.name }));
  return (
    <Modal title={editing ? 'Edit Item' : 'Add New Item'} isOpen={isOpen} onOpenChange={close} isBusy={busy}>
      <form className="form" onSubmit={handleSubmit} noValidate>
        <StaleEditNotice edit={edit} values={values} show={setValues} />
        <div className="form-grid">
          <TextField
            label="Name"
            name="name"
            autoComplete="off"
            required
            maxLength={120}
            value={values.name}
            onChange={set('name')}
            typed={edit.typedOf('name')}
          />
          <TextField
            label="SKU"
            name="sku"
            autoComplete="off"
            required
            maxLength={40}
            value={values.sku}
            onChange={set('sku')}
            typed={edit.typedOf('sku')}
          />
          <TextField
            label="Barcode"
            name="barcode"
            autoComplete="off"
            required
            maxLength={48}
            value={values.barcode}
            onChange={set('barcode')}
            typed={edit.typedOf('barcode')}
            hint="13 digits print as EAN-13, anything else as Code 128."
          />
          <div className="item-category-field">
            <SelectField
              label="Category"
              name="category"
              required
              value={values.category}
              onChange={set('category')}
              placeholder={categories.isLoading ? 'Loading categories...' : 'Select a category'}
              options={categoryOptions}
            />
            <TypedMark
              typed={edit.typedOf('category')}
              value={values.category}
              onUse={() => set('category')(edit.typedOf('category') ?? '')}
            />
            <NewCategory onAdded={set('category')} disabled={busy} />
          </div>
          <TextField
            label="Purchase Price ($)"
            name="purchasePrice"
            inputMode="decimal"
            autoComplete="off"
            required
            value={values.purchasePrice}
            onChange={set('purchasePrice')}
            typed={edit.typedOf('purchasePrice')}
            hint={zeroPriceWarning(values.purchasePrice)}
          />
          <TextField
            label="Sales Price ($)"
            name="salesPrice"
            inputMode="decimal"
            autoComplete="off"
            required
            value={values.salesPrice}
            onChange={set('salesPrice')}
            typed={edit.typedOf('salesPrice')}
            hint={zeroPriceWarning(values.salesPrice)}
          />
          <SelectField
            label="Unit"
            name="unit"
            required
            value={values.unit}
            onChange={set('unit')}
            placeholder="Select a unit"
            options={UNITS}
          />
          <TypedMark typed={edit.typedOf('unit')} value={values.unit} onUse={() => set('unit')(edit.typedOf('unit') ?? '')} />
          {editing ? null : <ItemImageInput label="Image (optional)" onChange={setImage} disabled={busy} />}
          <TextField
            label="Description"
            name="description"
            className="span-2"
            multiline
            rows={3}
            required
            maxLength={1000}
            value={values.description}
            onChange={set('description')}
            typed={edit.typedOf('description')}
          />
        </div>
        <FormMessage message={problem} />
        <div className="dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={() => close(false)} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" aria-disabled={busy}>
            {busy ? 'Saving...' : editing ? 'Save Changes' : 'Add Item'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
