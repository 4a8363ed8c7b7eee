import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import * as M from '../../../../../shared/inventory/messages.ts';
import type { Product } from '../../../../../shared/inventory/schemas.ts';
import { ScanButton } from '../../../components/scan/ScanButton.tsx';
import type { ScanFeedback } from '../../../components/scan/scan-types.ts';
import { useWedgeScanner } from '../../../components/scan/useWedgeScanner.ts';
import { notify } from '../../../lib/notify.ts';
import { usePowers } from '../../../lib/powers.ts';
import { findItemByCode } from '../scan-items.ts';
import { ItemFormDialog } from './ItemFormDialog.tsx';

export const ADD_ITEM_WITH_BARCODE = 'Add an item with this barcode';

/**
 * Scanning for an item on an inventory screen (WAREHOUSE.md "Scanning and labels"): the camera's Scan button and a
 * keyboard-wedge scanner in the fields inside `wedge`, both resolved to the item whose barcode or SKU the code is.
 * `onItem` does the screen's part (pick it, add 1 to its line) and may answer what to show ("Drill: 3 to receive").
 * An unknown code says `No item has barcode <code>` and offers Add New with the barcode filled in.
 */
export function useItemScanner(onItem: (item: Product) => string | void) {
  const { can } = usePowers();
  const [adding, setAdding] = useState<string | null>(null);
  const [unknown, setUnknown] = useState<string | null>(null);
  const mayAdd = can('inventory.item.write');
  // the screen's latest `onItem`: the code is looked up first, and the lines may have changed meanwhile (the wedge put
  // its field's text back, or the camera's previous scan added 1), so the one of the render before would count wrong
  const onItemRef = useRef(onItem);
  useLayoutEffect(() => {
    onItemRef.current = onItem;
  });

  async function resolve(code: string): Promise<ScanFeedback> {
    const item = await findItemByCode(code);
    if (!item) {
      return {
        message: M.noItemHasBarcode(code),
        tone: 'error',
        ...(mayAdd ? { action: { label: ADD_ITEM_WITH_BARCODE, run: () => setAdding(code) } } : {}),
      };
    }
    return { message: onItemRef.current(item) || `${item.name} (${item.sku})`, tone: 'success' };
  }

  const wedge = useWedgeScanner((code) => {
    void resolve(code).then(
      (answer) => {
        // without the camera's dialog, the answer is a toast; an unknown code stays on screen with its action
        setUnknown(answer.tone === 'error' ? code : null);
        if (answer.tone !== 'error') notify.success(answer.message);
      },
      () => undefined, // the API client has shown its toast
    );
  });

  const scanButton = (label?: string) => <ScanButton onCode={resolve} label={label} />;

  const extras: ReactNode = (
    <>
      {unknown !== null ? (
        <div className="inline-error scan-unknown" role="alert">
          <span>{M.noItemHasBarcode(unknown)}</span>
          {mayAdd ? (
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              onClick={() => {
                setAdding(unknown);
                setUnknown(null);
              }}
            >
              {ADD_ITEM_WITH_BARCODE}
            </button>
          ) : null}
        </div>
      ) : null}
      {adding !== null ? (
        <ItemFormDialog key={adding} isOpen barcode={adding} onOpenChange={(open) => (open ? undefined : setAdding(null))} />
      ) : null}
    </>
  );

  return { scanButton, wedge, extras, resolve };
}
