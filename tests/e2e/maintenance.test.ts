/**
 * Maintenance in Chromium against the real product (AUTOMATION.md "Maintenance (rent)"): a request opened from a
 * room's unit page, assigned (the assignee's email in the local inbox), a note, then closed; the room card's open
 * count and the Maintenance list with its filters. Axe and no sideways scroll at 1366 px and 390 px; screenshots in
 * /tmp/shots.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { SHOTS, expectAccessible, expectNoSidewaysScroll, shoot } from '../support/e2e-checks.ts';
import { ownerApi, signInAs, type Owner, type OwnerApi } from '../support/e2e-company.ts';
import { waitForEmails } from '../support/inbox.ts';
import { PNG_BASE64 } from '../support/item-images.ts';

const { baseUrl, newPage } = useBrowser();

const owner: Owner = {
  companyName: 'Fix It Lettings',
  fullName: 'Mona Maintain',
  email: `mona-${randomUUID().slice(0, 8)}@example.com`,
  password: 'repairs get done',
  masterPassword: 'payments-need-this',
  address: '5 Quay Street, Bristol',
  phone: '+44 117 496 0000',
};
const staff = { name: 'Pat Plumber', email: `${randomUUID()}@example.com` };
const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const FLOW_MS = 300_000;

const building = { number: 100 + Math.floor(Math.random() * 800), name: 'Mill House' };
let api: OwnerApi;
let room = '';
const levelPath = () => `/hms/hotel-portal/building/${building.number}/level/1`;
const unitPath = () => `${levelPath()}/edit-room/${room}`;

beforeAll(async () => {
  api = await ownerApi(baseUrl, owner);
  await api('POST', '/api/building/add', {
    buildingNumber: building.number,
    buildingName: building.name,
    buildingLevels: 1,
    address: '5 Quay St',
  });
  room = (await api('POST', '/api/rooms/add', { roomNumber: '12', buildingNumber: building.number, levelNumber: 1 })).id;
  await api('POST', '/api/account/add-linked-account', {
    name: staff.name,
    email: staff.email,
    address: 'Van',
    phone: '+44 7700 900555',
    password: 'staff-password',
  });
  mkdirSync(SHOTS, { recursive: true });
});

describe('Maintenance', () => {
  it(
    'opens a request from a room, assigns it (emailed), notes it and closes it',
    async () => {
      const { page } = await signInAs(() => newPage(LAPTOP), owner);
      await page.goto(unitPath());
      await page.getByRole('tab', { name: 'Maintenance' }).click();
      const panel = page.getByRole('region', { name: 'Maintenance requests' });
      await panel.getByText('No maintenance requests for this unit.').waitFor({ timeout: 15_000 });
      await panel.getByRole('button', { name: 'Add request' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add maintenance request' });
      await dialog.getByLabel('Title').fill('Radiator cold');
      await dialog.getByLabel('Description').fill('The bedroom radiator stays cold with the heating on.');
      await dialog.getByLabel('Priority').selectOption('High');
      await expectAccessible(page, 'add request dialog');
      await shoot(page, 'maintenance-add-1366');
      await dialog.getByRole('button', { name: 'Add request' }).click();

      await page.waitForURL('**/hms/maintenance/**');
      await page.getByRole('heading', { level: 1, name: 'Radiator cold' }).waitFor({ timeout: 15_000 });
      const request = page.getByRole('region', { name: 'Request', exact: true });
      await request.getByText('Open', { exact: true }).waitFor();
      await request.getByLabel('Assignee').selectOption({ label: `${staff.name} (${staff.email})` });
      await request.getByRole('button', { name: 'Assign' }).click();
      await page
        .locator('.Toastify__toast')
        .filter({ hasText: 'Maintenance request updated successfully' })
        .first()
        .waitFor({ timeout: 15_000 });
      await request.locator('dd', { hasText: `${staff.name} (${staff.email})` }).waitFor({ timeout: 15_000 });
      const [email] = await waitForEmails(staff.email, 1);
      expect(email!.subject).toBe('Maintenance assigned to you: Radiator cold');
      expect(email!.text).toContain(`${baseUrl}/hms/maintenance/`);
      await request.getByText(`Emailed ${staff.email}`).waitFor({ timeout: 15_000 });

      const notes = page.getByRole('region', { name: 'Notes' });
      await notes.getByLabel('Add a note').fill('Bleeding the radiator on Monday.');
      await notes.getByRole('button', { name: 'Add note' }).click();
      await notes.getByText('Bleeding the radiator on Monday.').waitFor({ timeout: 15_000 });

      // a photo as an item image: the file chooser's PNG, shown through its signed URL (the CSP lets the bucket's images in)
      const photos = page.getByRole('region', { name: /^Photos/ });
      await photos
        .locator('input[type="file"]')
        .setInputFiles({ name: 'radiator.png', mimeType: 'image/png', buffer: Buffer.from(PNG_BASE64, 'base64') });
      const img = photos.getByRole('img', { name: 'Radiator cold, 1 of 1' });
      await img.waitFor({ timeout: 15_000 });
      await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

      await request.getByRole('button', { name: 'Start work' }).click();
      await request.getByText('In progress', { exact: true }).waitFor({ timeout: 15_000 });
      await expectAccessible(page, 'request page, 1366 px');
      await expectNoSidewaysScroll(page, 'request page, 1366 px');
      await shoot(page, 'maintenance-request-1366');

      // the room card counts it while open
      await page.goto(levelPath());
      await page.getByText('1 open request').waitFor({ timeout: 15_000 });
      await shoot(page, 'maintenance-room-card-1366');
      // and the building overview: its open requests (a link to them) and this year's cost
      await page.goto(`/hms/hotel-portal/building/${building.number}`);
      const whole = page.getByRole('region', { name: 'Whole building' });
      await whole.getByRole('link', { name: '1 open requests: view them' }).waitFor({ timeout: 15_000 });
      await whole.getByText('Maintenance cost this year').waitFor();
      await expectAccessible(page, 'building overview, 1366 px');
      await shoot(page, 'maintenance-building-1366');

      await page.goto('/hms/maintenance');
      const table = page.getByRole('table', { name: 'Maintenance requests' });
      await table.getByRole('link', { name: 'Radiator cold' }).click();
      await page.getByRole('heading', { level: 1, name: 'Radiator cold' }).waitFor({ timeout: 15_000 });
      await page.getByRole('region', { name: 'Request', exact: true }).getByRole('button', { name: 'Mark done' }).click();
      await page
        .getByRole('region', { name: 'Request', exact: true })
        .getByText('Done', { exact: true })
        .first()
        .waitFor({ timeout: 15_000 });
      await page.getByRole('button', { name: 'Reopen' }).waitFor();

      await page.goto('/hms/maintenance?status=Done');
      await page
        .getByRole('table', { name: 'Maintenance requests' })
        .getByRole('link', { name: 'Radiator cold' })
        .waitFor({ timeout: 15_000 });
      await page.goto('/hms/maintenance?status=Open');
      await page.getByText('No requests match these filters.').waitFor({ timeout: 15_000 });
      await page.goto('/hms/maintenance');
      await page
        .getByRole('table', { name: 'Maintenance requests' })
        .getByRole('link', { name: 'Radiator cold' })
        .waitFor({ timeout: 15_000 });
      await expectAccessible(page, 'maintenance list, 1366 px');
      await expectNoSidewaysScroll(page, 'maintenance list, 1366 px');
      await shoot(page, 'maintenance-list-1366');

      await page.goto(levelPath());
      await page
        .getByRole('link', { name: /Unit\s*12/ })
        .first()
        .waitFor({ timeout: 15_000 });
      expect(await page.getByText('1 open request').count()).toBe(0);
    },
    FLOW_MS,
  );

  it(
    'fits a phone',
    async () => {
      const { page } = await signInAs(() => newPage(PHONE), owner);
      await page.goto('/hms/maintenance');
      await page.getByRole('link', { name: 'Radiator cold' }).first().waitFor({ timeout: 15_000 });
      await expectAccessible(page, 'maintenance list, 390 px');
      await expectNoSidewaysScroll(page, 'maintenance list, 390 px');
      await shoot(page, 'maintenance-list-390');
      await page.getByRole('link', { name: 'Radiator cold' }).first().click();
      await page.getByRole('heading', { level: 1, name: 'Radiator cold' }).waitFor({ timeout: 15_000 });
      await expectAccessible(page, 'request page, 390 px');
      await expectNoSidewaysScroll(page, 'request page, 390 px');
      await shoot(page, 'maintenance-request-390');
      await page.goto(unitPath());
      await page.getByRole('tab', { name: 'Maintenance' }).click();
      await page
        .getByRole('region', { name: 'Maintenance requests' })
        .getByRole('link', { name: 'Radiator cold' })
        .waitFor({ timeout: 15_000 });
      await expectAccessible(page, 'unit maintenance panel, 390 px');
      await expectNoSidewaysScroll(page, 'unit maintenance panel, 390 px');
      await shoot(page, 'maintenance-unit-390');
      await page.goto(`/hms/hotel-portal/building/${building.number}`);
      await page.getByRole('region', { name: 'Whole building' }).getByText('Maintenance cost this year').waitFor({ timeout: 15_000 });
      await expectNoSidewaysScroll(page, 'building overview, 390 px');
      await shoot(page, 'maintenance-building-390');
    },
    FLOW_MS,
  );
});
