/**
 * Scanning in Chromium with its fake camera (WAREHOUSE.md "Scanning and labels"): the camera films an EAN-13 label the
 * test draws; Scan on the Items page opens the camera dialog (its lazy chunk and the ZXing WebAssembly load only then),
 * reads the code with a sound, and the list shows the item. Linux Chromium has no native Barcode Detection API, so
 * this is the polyfill's path. A keyboard-wedge scanner's burst in the search finds the item too, and an unknown code
 * offers Add New with the barcode filled in. A count is recorded by scanning on a phone: each read adds 1 to its line.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { ownerApi, signInAs, type Owner, type OwnerApi } from '../support/e2e-company.ts';
import { writeBarcodeVideo } from '../support/fake-camera.ts';

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
    // a scanner's burst: keys a few ms apart and Enter, dispatched in the page (Playwright's round trip per key is
    // slower than a scanner on a busy machine, and would read as typing, which the detector must leave alone)
    const wedge = (code: string) =>
      page.evaluate(async (text) => {
        const input = document.activeElement as HTMLElement;
        for (const key of [...text, 'Enter']) {
          input.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
          await new Promise((done) => setTimeout(done, 5));
        }
      }, code);
    await wedge('4006381333931');
    await page.locator('.Toastify').getByText('Spirit Level: 0 pcs in stock').waitFor();
    await expect(search.inputValue()).resolves.toBe('4006381333931');
    await page.getByRole('link', { name: /Cordless Drill/ }).waitFor({ state: 'detached' });

    await wedge('9780201379624');
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
