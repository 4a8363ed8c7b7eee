/**
 * CSV import: a second company never reaches the first one's uploaded file, validation or import (IMPORT.md "Bad
 * input": another company's file key or import id is a 4xx).
 */
import { expect } from 'vitest';
import { IMPORT_FIELDS } from '../../../shared/import/fields.ts';
import { importRoutes as r } from '../../../shared/import/routes.ts';
import { csv, importCsv, upload } from '../import.ts';
import { defineSuite } from './registry.ts';

interface Ids {
  fileKey: string;
  importId: string;
}

const HEADER = [...IMPORT_FIELDS.suppliers];
const notFound = (message: string) => (res: { status: number; body: { message?: string } }) => {
  expect(res.status).toBe(404);
  expect(res.body.message).toBe(message);
};

export const importIsolation = defineSuite<Ids>({
  area: 'import',
  async seed(api, first) {
    const text = csv([HEADER, ['Isolated Supplier', 'Ida', '+44 20 7946 0100', 'ida@example.com', '1 Quay']]);
    const done = await importCsv(api, first.token, 'suppliers', text);
    expect(done.status).toBe('done');
    return { fileKey: await upload(api, first.token, 'suppliers', text), importId: done.importId };
  },
  cases: [
    {
      route: r.importValidate,
      request: (ids) => ({
        path: r.importValidate.path,
        body: { kind: 'suppliers', fileKey: ids.fileKey, mapping: Object.fromEntries(HEADER.map((h) => [h, h])), mode: 'create' },
      }),
      expect: notFound('The uploaded file was not found: upload it again'),
    },
    // the second company's list holds none of the first's imports
    { route: r.importList, request: () => ({ path: r.importList.path }), expect: (res) => expect(res.body).toEqual([]) },
    {
      route: r.importStatus,
      request: (ids) => ({ path: r.importStatus.path.replace('{id}', ids.importId) }),
      expect: notFound('Import not found'),
    },
    {
      route: r.importRun,
      request: (ids) => ({ path: r.importRun.path, body: { importId: ids.importId } }),
      expect: notFound('Import not found'),
    },
    {
      route: r.importUndo,
      request: (ids) => ({ path: r.importUndo.path, body: { importId: ids.importId } }),
      expect: notFound('Import not found'),
    },
  ],
  async unchanged(api, first, _second, ids) {
    const state = await api.call('GET', r.importStatus.path.replace('{id}', ids.importId), { token: first.token });
    expect(state.body).toMatchObject({ status: 'done', done: 1 });
  },
});
