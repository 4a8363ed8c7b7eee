/**
 * Scanning in Chromium with its fake camera (WAREHOUSE.md "Scanning and labels"): the camera films an EAN-13 label the
 * test draws; Scan on the Items page opens the camera dialog (its lazy chunk and the ZXing WebAssembly load only then),
 * reads the code with a sound, and the list shows the item. Linux Chromium has no native Barcode Detection API, so
 * this is the polyfill's path. A keyboard-wedge scanner's burst in the search finds the item too, and an unknown code
 * offers Add New with the barcode filled in. A count is recorded by scanning on a phone: each read adds 1 to its line.
 * Labels: two items ticked on Items print as labels.pdf (read back with pdftotext, its bars decoded with ZXing), and
 * after a receipt its lot's labels carry the lot number. A wedge scan on receiving, fulfilment and a new purchase order
 * (390 px) counts on the scanned item's line, whichever field has the focus: the code's keys typed into that field are
 * put back.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { addPartner, ownerApi, signInAs, type Owner, type OwnerApi } from '../support/e2e-company.ts';
import { writeBarcodeVideo } from '../support/fake-camera.ts';
import { labelCodes } from '../support/barcodes.ts';
import { pdfText } from '../support/pdf.ts';

const EAN = '5901234123457';
const video = join(mkdtempSync(join(tmpdir(), 'scan-')), 'ean13.y4m');
writeBarcodeVideo(video, 'ean13', EAN);

const { baseUrl, newPage } = useBrowser({
  args: [
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${video}`,
    '--autoplay-policy=no-user-gesture-required',
  ],
});

const owner: Owner = {
  companyName: 'Scan Supplies',
  fullName: 'Sam Scanner',
  email: `sam-${randomUUID().slice(0, 8)}@example.com`,
  password: 'scan all the things',
  masterPassword: 'master-of-scans',
  address: '9 Quay Street, Hull',
  phone: '+44 1482 496 000',
};
let api: OwnerApi;

/**
 * A keyboard-wedge scanner's burst into the focused field: its keys 5 ms apart, then Enter. As a real keyboard does,
 * a key the page does not stop types its character into the field, so the screen must cope with the code landing in
 * whatever field has the focus. Each key carries the time the scanner sent it, as Chromium stamps a real key with the
 * time the system took it: on a busy machine the page's work between keys (a render per typed character) would
 * otherwise read as slow typing, which the detector must leave alone. Dispatched in the page: Playwright's round
 * trip per key is slower than a scanner.
 */
const wedge = (page: Page, code: string) =>
  page.evaluate(async (text) => {
    const input = document.activeElement as HTMLElement;
    const start = performance.now();
    for (const [i, key] of [...text, 'Enter'].entries()) {
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
      Object.defineProperty(event, 'timeStamp', { value: start + 5 * i });
      const typed = input.dispatchEvent(event);
      if (typed && key.length === 1 && input instanceof HTMLInputElement) document.execCommand('insertText', false, key);
      await new Promise((done) => setTimeout(done, 5));
    }
  }, code);
const itemIds: Record<string, string> = {};

beforeAll(async () => {
  api = await ownerApi(baseUrl, owner);
  for (const item of [
    { name: 'Cordless Drill', sku: 'DRILL-18', barcode: EAN },
    { name: 'Spirit Level', sku: 'LEVEL-60', barcode: '4006381333931' },
  ]) {
    itemIds[item.sku] = (
      await api('POST', '/api/ims/product/add', {
        ...item,
        description: 'Scan test',
        category: 'hardware',
        purchasePrice: 50,
        sellingPrice: 129.99,
        unit: 'pcs',
      })
    ).id;
  }
});

describe('scanning', () => {
  it('reads an EAN-13 with the camera on the Items page and shows the item', async () => {
    const { page } = await signInAs(() => newPage({ width: 1280, height: 860 }), owner);
    const requested: string[] = [];
    page.on('request', (req) => requested.push(req.url()));
    await page.goto('/ims/items');
    await page.getByRole('heading', { name: 'Items', level: 1 }).waitFor();
    await page.getByRole('link', { name: /Spirit Level/ }).waitFor();
    // the scanner (dialog, polyfill, WebAssembly) is not part of the page until Scan is pressed
    expect(requested.filter((u) => u.endsWith('.wasm'))).toEqual([]);

    await page.getByRole('button', { name: 'Scan', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Scan' });
    await dialog.waitFor();
    await dialog.getByTestId('scan-last-code').filter({ hasText: EAN }).waitFor({ timeout: 30_000 });
    await dialog.getByText('Cordless Drill: 0 pcs in stock').waitFor();
    expect(requested.some((u) => u.endsWith('.wasm'))).toBe(true);
    // the label stays in view: the same code is one scan, the dialog stays open for the next
    await page.waitForTimeout(500);
    await expect(dialog.isVisible()).resolves.toBe(true);

    // Done closes it and stops the camera
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(page.getByLabel('Search').inputValue()).resolves.toBe(EAN);
    await page.getByRole('link', { name: /Spirit Level/ }).waitFor({ state: 'detached' });
    await page.getByRole('link', { name: /Cordless Drill/ }).waitFor();
    const live = await page.evaluate(() => document.querySelectorAll('video').length);
    expect(live).toBe(0);
  }, 120_000);

  it('takes a keyboard-wedge burst in the search, and offers Add New for a code no item has', async () => {
    const { page } = await signInAs(() => newPage({ width: 1280, height: 860 }), owner);
    await page.goto('/ims/items');
    const search = page.getByLabel('Search');
    await search.click();
    await page.getByRole('link', { name: /Spirit Level/ }).waitFor();
    await wedge(page, '4006381333931');
    await page.locator('.Toastify').getByText('Spirit Level: 0 pcs in stock').waitFor();
    await expect(search.inputValue()).resolves.toBe('4006381333931');
    await page.getByRole('link', { name: /Cordless Drill/ }).waitFor({ state: 'detached' });

    await wedge(page, '9780201379624');
    const unknown = page.getByRole('alert').filter({ hasText: 'No item has barcode 9780201379624' });
    await unknown.waitFor();
    await unknown.getByRole('button', { name: 'Add an item with this barcode' }).click();
    const add = page.getByRole('dialog', { name: 'Add New Item' });
    await add.waitFor();
    await expect(add.getByLabel('Barcode').inputValue()).resolves.toBe('9780201379624');
  }, 120_000);

  it('records a count by scanning on a 390 px phone: each read adds 1 to the line, saved with Save counts', async () => {
    const warehouseId = (await api('POST', '/api/ims/warehouses/add', { warehouseName: 'Scan Shelf', warehouseLocation: 'Hull' })).id;
    await api('POST', '/api/ims/stock/add', [
      { productID: itemIds['DRILL-18'], quantity: 4, location: warehouseId },
      { productID: itemIds['LEVEL-60'], quantity: 2, location: warehouseId },
    ]);
    const count = await api('POST', '/api/ims/counts/add', { warehouseId, blind: false });
    const { page } = await signInAs(() => newPage({ width: 390, height: 844 }), owner);
    await page.goto(`/ims/counts/${count.id}`);
    await page
      .getByRole('button', { name: 'Save counts' })
      .or(page.getByRole('button', { name: 'Scan', exact: true }))
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Scan', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Scan' });
    await dialog.getByTestId('scan-last-code').filter({ hasText: EAN }).waitFor({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // the camera kept the label in view: one read, or more 1.5 s apart; the drill's line shows them, unsaved
    const drill = page.locator('li').filter({ hasText: 'Cordless Drill' }).getByRole('textbox');
    await expect.poll(async () => Number(await drill.inputValue())).toBeGreaterThanOrEqual(1);
    const scanned = Number(await drill.inputValue());
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/ims/counts/record') && r.ok());
    await page.getByRole('button', { name: 'Save counts' }).click();
    await saved;
    const sheet = await api('GET', `/api/ims/counts/${count.id}`);
    const lines = new Map(sheet.lines.map((l: { sku: string; counted: number | null }) => [l.sku, l.counted]));
    expect(lines.get('DRILL-18')).toBe(scanned);
    expect(lines.get('LEVEL-60')).toBeNull();
  });
});

/** The labels.pdf a click saves. */
async function labelsPdf(page: Page, print: () => Promise<void>): Promise<Uint8Array> {
  const download = page.waitForEvent('download');
  await print();
  const file = await download;
  expect(file.suggestedFilename()).toBe('labels.pdf');
  return readFileSync((await file.path())!);
}
/** The labels.pdf a click saves, as pdftotext reads it. */
const labelsPdfText = async (page: Page, print: () => Promise<void>) => pdfText(await labelsPdf(page, print));
const occurrences = (text: string, what: string) => text.split(what).length - 1;

describe('labels', () => {
  it('prints the labels of two items ticked on the Items page, as many of each as asked', async () => {
    const { page } = await signInAs(() => newPage({ width: 1280, height: 860 }), owner);
    await page.goto('/ims/items');
    await page.getByRole('checkbox', { name: 'Select Cordless Drill for labels' }).check();
    await page.getByRole('checkbox', { name: 'Select Spirit Level for labels' }).check();
    const selection = page.getByRole('region', { name: 'Selected items' });
    await selection.getByText('2 selected').waitFor();
    await selection.getByRole('button', { name: 'Print labels' }).click();
    const dialog = page.getByRole('dialog', { name: 'Print labels' });
    await dialog.getByLabel('Labels of Cordless Drill').fill('2');
    await dialog.getByLabel('Labels of Spirit Level').fill('1');
    const pdf = await labelsPdf(page, () => dialog.getByRole('button', { name: 'Print 3 labels' }).click());
    await dialog.waitFor({ state: 'detached' });
    const text = pdfText(pdf);
    expect([occurrences(text, 'Cordless Drill'), occurrences(text, 'SKU DRILL-18')]).toEqual([2, 2]);
    expect([occurrences(text, 'Spirit Level'), occurrences(text, 'SKU LEVEL-60')]).toEqual([1, 1]);
    // and the bars read back, each label's alone, as a scanner reads the printout
    expect(await labelCodes(pdf, 3)).toEqual([['EAN-13 5901234123457'], ['EAN-13 5901234123457'], ['EAN-13 4006381333931']]);
  });
});

describe('scanning into orders', () => {
  const ids = { supplier: '', customer: '', warehouse: '' };
  beforeAll(async () => {
    ids.supplier = await addPartner(api, 'supplier', 'Scan Wholesale');
    ids.customer = await addPartner(api, 'customer', 'Scan Builders');
    ids.warehouse = (await api('POST', '/api/ims/warehouses/add', { warehouseName: 'Scan Yard', warehouseLocation: 'Hull' })).id;
  });

  it('receiving: a wedge burst adds 1 to the scanned line, whichever field has the focus; its lot labels follow', async () => {
    const order = await api('POST', '/api/ims/purchase-order/add', {
      supplierId: ids.supplier,
      warehouseId: ids.warehouse,
      totalDiscount: 0,
      orderItems: [
        { item_id: itemIds['DRILL-18'], quantity: 5, discount: 0 },
        { item_id: itemIds['LEVEL-60'], quantity: 3, discount: 0 },
      ],
    });
    const { page } = await signInAs(() => newPage({ width: 1280, height: 860 }), owner);
    await page.goto(`/ims/purchase-orders/${order.id}`);
    await page.getByRole('tab', { name: 'Receiving' }).click();
    const drill = page.getByLabel('To receive Cordless Drill');
    const level = page.getByLabel('To receive Spirit Level');
    // the cursor in the level's field, the drill scanned twice: the drill's line says 2, the level's is untouched
    await level.click();
    await wedge(page, EAN);
    await page.locator('.Toastify').getByText('Cordless Drill: 1 to receive').waitFor();
    await wedge(page, EAN);
    await page.locator('.Toastify').getByText('Cordless Drill: 2 to receive').waitFor();
    await expect(drill.inputValue()).resolves.toBe('2');
    await expect(level.inputValue()).resolves.toBe('');
    // and in its own field: one more, not the code's digits
    await drill.click();
    await wedge(page, EAN);
    await expect.poll(() => drill.inputValue()).toBe('3');

    const received = page.waitForResponse((r) => r.url().endsWith('/api/ims/purchase-order/receive/item') && r.ok());
    await page.getByRole('button', { name: 'Receive Cordless Drill' }).click();
    const lot = ((await (await received).json()) as { batch: string }).batch;
    expect(lot).toMatch(/^LOT-\d{5}$/);
    await page.getByRole('button', { name: 'Print labels for what was received' }).click();
    const dialog = page.getByRole('dialog', { name: 'Print labels' });
    await expect(dialog.getByLabel(`Labels of Cordless Drill · ${lot}`).inputValue()).resolves.toBe('3');
    const text = await labelsPdfText(page, () => dialog.getByRole('button', { name: 'Print 3 labels' }).click());
    expect([occurrences(text, lot), occurrences(text, 'SKU DRILL-18')]).toEqual([3, 3]);
  });

  it('fulfilment: the first scan of a line picks 1, each next one adds 1', async () => {
    await api('POST', '/api/ims/stock/add', [
      { productID: itemIds['DRILL-18'], quantity: 6, location: ids.warehouse },
      { productID: itemIds['LEVEL-60'], quantity: 6, location: ids.warehouse },
    ]);
    const order = await api('POST', '/api/ims/sales-orders/add', {
      selectedCustomer: ids.customer,
      selectedWarehouse: ids.warehouse,
      addedItems: [
        { item_id: itemIds['DRILL-18'], quantity: 4 },
        { item_id: itemIds['LEVEL-60'], quantity: 3 },
      ],
    });
    await api('POST', '/api/ims/sales-orders/fulfillment/warehouse-assignment', { saleOrderId: order.id, warehouseId: ids.warehouse });
    const { page } = await signInAs(() => newPage({ width: 1280, height: 860 }), owner);
    await page.goto(`/ims/sales-orders/${order.id}`);
    await page.getByRole('tab', { name: 'Fulfillment/Pick' }).click();
    const drill = page.getByLabel('Fulfil quantity Cordless Drill');
    const level = page.getByLabel('Fulfil quantity Spirit Level');
    // the whole order is proposed until picking by scanning starts
    await expect.poll(() => drill.inputValue()).toBe('4');
    await level.click();
    await wedge(page, '4006381333931');
    await page.locator('.Toastify').getByText('Spirit Level: 1 of 3 picked').waitFor();
    await wedge(page, '4006381333931');
    await page.locator('.Toastify').getByText('Spirit Level: 2 of 3 picked').waitFor();
    await drill.click();
    await wedge(page, EAN);
    await page.locator('.Toastify').getByText('Cordless Drill: 1 of 4 picked').waitFor();
    await expect(level.inputValue()).resolves.toBe('2');
    await expect(drill.inputValue()).resolves.toBe('1');
  });

  it('a new purchase order on a 390 px phone: a scan fills the empty line, again adds 1, another item adds a line', async () => {
    const { page } = await signInAs(() => newPage({ width: 390, height: 844 }), owner);
    await page.goto('/ims/add-purchase-order');
    const line1 = page.getByRole('listitem', { name: 'Line 1' });
    const picker1 = line1.getByRole('combobox', { name: 'Item 1' });
    await picker1.click();
    await wedge(page, EAN);
    await page.locator('.Toastify').getByText('Cordless Drill: 1 on the order').waitFor();
    await wedge(page, EAN);
    await page.locator('.Toastify').getByText('Cordless Drill: 2 on the order').waitFor();
    // the code's keys landed in the picker: put back, its list of matches closed (it would hide the other lines)
    await expect(picker1.inputValue()).resolves.toBe('Cordless Drill (DRILL-18)');
    await expect(picker1.getAttribute('aria-expanded')).resolves.toBe('false');
    await wedge(page, '4006381333931');
    const line2 = page.getByRole('listitem', { name: 'Line 2' });
    await line2.waitFor();
    await expect(line1.getByLabel('Quantity').inputValue()).resolves.toBe('2');
    await expect(line2.getByLabel('Quantity').inputValue()).resolves.toBe('1');
    await expect(line2.getByRole('combobox', { name: 'Item 2' }).inputValue()).resolves.toBe('Spirit Level (LEVEL-60)');
  });
});
