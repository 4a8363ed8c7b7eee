/** Item images (INVENTORY.md "Catalogue"): PNG, JPEG or WebP up to 2 MB, in the private bucket, shown through signed URLs. */
import { beforeAll, describe, expect, it } from 'vitest';
import * as IMAGES from '../../shared/inventory/images.ts';
import { inventoryRoutes as r } from '../../shared/inventory/routes.ts';
import { useTestApi } from '../support/gateway.ts';
import { GIF_BASE64, JPEG_BASE64, PNG_BASE64, TEXT_BASE64, WEBP_BASE64 } from '../support/item-images.ts';
import { expectStatus, newCompany, type Company } from '../support/rent.ts';

const api = useTestApi();
let company: Company;
let itemId: string;
/** The company id rides in the access token (claim `cid`). */
const companyIdOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')).cid as string;

const post = (path: string, body: unknown, token = company.token) => api.call('POST', path, { token, body });
const get = (path: string, token = company.token) => api.call('GET', path, { token });
const upload = (body: Record<string, unknown>, token?: string) => post(r.productImageUpload.path, { id: itemId, ...body }, token);
const itemPath = (id: string) => r.productGet.path.replace('{id}', id);

async function download(url: string) {
  const res = await fetch(url);
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
}

beforeAll(async () => {
  company = await newCompany(api, 'Pictures Co');
  const added = await post(r.productAdd.path, {
    name: 'Pictured Lamp',
    sku: 'LAMP-1',
    description: 'A lamp with a photo',
    barcode: '5012345678900',
    category: 'electronics',
    purchasePrice: 10,
    sellingPrice: 25.5,
    unit: 'pcs',
  });
  expectStatus(added, 201);
  itemId = added.body.id;
});

describe('an item without an image', () => {
  it('answers no img_url (the screens show the placeholder)', async () => {
    const one = await get(itemPath(itemId));
    expectStatus(one, 200);
    expect(one.body).not.toHaveProperty('img_url');
    expect((await get(r.productList.path)).body[0]).not.toHaveProperty('img_url');
  });
});

describe('uploads', () => {
  it.each([
    ['image/png', PNG_BASE64],
    ['image/jpeg', JPEG_BASE64],
    ['image/webp', WEBP_BASE64],
  ])('stores a %s under the company prefix; the signed URL downloads the same bytes', async (contentType, data) => {
    const res = await upload({ contentType, data });
    expectStatus(res, 200);
    expect(res.body.message).toBe(IMAGES.imageUploaded);
    const url = new URL(res.body.img_url);
    expect(decodeURIComponent(url.pathname)).toMatch(
      new RegExp(
        `/companies/${companyIdOf(company.token)}/items/${itemId}/[0-9A-Z]{26}\\.${IMAGES.IMAGE_EXTENSIONS[contentType as IMAGES.ImageType]}$`,
      ),
    );
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    const file = await download(res.body.img_url);
    expect(file.status).toBe(200);
    expect(file.type).toBe(contentType);
    expect(file.bytes.equals(Buffer.from(data, 'base64'))).toBe(true);

    // the item and the list answer a fresh signed URL of the same object
    const one = await get(itemPath(itemId));
    expect(new URL(one.body.img_url).pathname).toBe(url.pathname);
    const list = await get(`${r.productList.path}?q=pictured`);
    expect(list.body).toHaveLength(1);
    expect(new URL(list.body[0].img_url).pathname).toBe(url.pathname);
    expect((await download(list.body[0].img_url)).bytes.equals(file.bytes)).toBe(true);
  });

  it('accepts a data: URL as the browser reads it', async () => {
    const res = await upload({ contentType: 'image/png', data: `data:image/png;base64,${PNG_BASE64}` });
    expectStatus(res, 200);
  });

  it('replaces the previous image: its object is gone', async () => {
    const first = await upload({ contentType: 'image/png', data: PNG_BASE64 });
    const second = await upload({ contentType: 'image/webp', data: WEBP_BASE64 });
    expectStatus(second, 200);
    expect((await download(first.body.img_url)).status).toBe(404);
    expect((await download(second.body.img_url)).status).toBe(200);
  });

  it('does not change what else the item holds', async () => {
    const one = await get(itemPath(itemId));
    expect(one.body).toMatchObject({ name: 'Pictured Lamp', sku: 'LAMP-1', sales_price: 25.5, stock: 0 });
    // an edit after the upload keeps the image
    const edit = await post(r.productUpdate.path, {
      id: itemId,
      name: 'Pictured Lamp',
      sku: 'LAMP-1',
      barcode: '5012345678900',
      description: 'A lamp with a better photo',
      category: 'electronics',
      purchase_price: 10,
      sales_price: 25.5,
      unit_of_measure: 'pcs',
      version: 0,
    });
    expectStatus(edit, 200);
    expect((await get(itemPath(itemId))).body.img_url).toMatch(/\.webp\?/);
  });
});

describe('refusals (400 with a message, nothing stored)', () => {
  const big = Buffer.alloc(IMAGES.MAX_IMAGE_BYTES + 1, 0);
  Buffer.from(PNG_BASE64, 'base64').copy(big);

  it.each([
    ['a GIF', { contentType: 'image/gif', data: GIF_BASE64 }, IMAGES.imageTypeInvalid],
    ['a GIF declared as PNG', { contentType: 'image/png', data: GIF_BASE64 }, IMAGES.imageNotRecognised],
    ['text declared as JPEG', { contentType: 'image/jpeg', data: TEXT_BASE64 }, IMAGES.imageNotRecognised],
    ['a PNG declared as WebP', { contentType: 'image/webp', data: PNG_BASE64 }, IMAGES.imageNotRecognised],
    ['text declared as text', { contentType: 'text/plain', data: TEXT_BASE64 }, IMAGES.imageTypeInvalid],
    ['bad base64', { contentType: 'image/png', data: 'iVBORw0KGgo***not base64***' }, IMAGES.imageDataInvalid],
    ['no data', { contentType: 'image/png', data: '' }, IMAGES.imageMissing],
    ['no type', { data: PNG_BASE64 }, IMAGES.imageTypeInvalid],
    ['a PNG of 2 MB and a byte', { contentType: 'image/png', data: big.toString('base64') }, IMAGES.imageTooLarge],
  ])('%s', async (_, body, message) => {
    const before = (await get(itemPath(itemId))).body.img_url;
    const res = await upload(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(new URL((await get(itemPath(itemId))).body.img_url).pathname).toBe(new URL(before).pathname);
  });

  it('a PNG of exactly 2 MB is taken', async () => {
    const exact = Buffer.alloc(IMAGES.MAX_IMAGE_BYTES, 0);
    Buffer.from(PNG_BASE64, 'base64').copy(exact);
    expectStatus(await upload({ contentType: 'image/png', data: exact.toString('base64') }), 200);
  });

  it('a body far beyond the limit is 413', async () => {
    const res = await upload({ contentType: 'image/png', data: 'A'.repeat(3 * 1024 * 1024) });
    expect(res.status).toBe(413);
  });

  it('an unknown item or one of another company is 404', async () => {
    const unknown = await post(r.productImageUpload.path, { id: '01ARZ3NDEKTSV4RRFFQ69G5FAV', contentType: 'image/png', data: PNG_BASE64 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Failed to load item');
    const other = await newCompany(api, 'Other Pictures Co');
    const theirs = await upload({ contentType: 'image/png', data: PNG_BASE64 }, other.token);
    expect(theirs.status).toBe(404);
  });
});
