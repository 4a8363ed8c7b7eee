/** CSV import (IMPORT.md "Import"): templates, upload, validate, run, progress, undo. */
import { defineRoute, io, type MessageResponse } from '../route.ts';
import type { ImportIdInput, ImportState, TemplateQuery, UploadUrl, UploadUrlInput, ValidateInput, ValidateResponse } from './schemas.ts';

export const importRoutes = {
  importTemplate: defineRoute({
    name: 'importTemplate',
    method: 'GET',
    path: '/api/import/template',
    handler: 'functions/import/handlers/template.ts',
    access: 'user',
    spec: 'IMPORT.md GET /api/import/template?kind= (the header row and one example row, as CSV)',
    types: io<{ query: TemplateQuery; response: string }>(),
  }),
  importUploadUrl: defineRoute({
    name: 'importUploadUrl',
    method: 'POST',
    path: '/api/import/upload-url',
    handler: 'functions/import/handlers/upload-url.ts',
    access: 'user',
    // the URL is signed with this function's role: it may put objects in the private bucket
    invoices: 'readwrite',
    spec: 'IMPORT.md POST /api/import/upload-url { kind, fileName } → { fileKey, url } (a presigned PUT of at most 10 MB)',
    types: io<{ body: UploadUrlInput; response: UploadUrl }>(),
  }),
  importValidate: defineRoute({
    name: 'importValidate',
    method: 'POST',
    path: '/api/import/validate',
    handler: 'functions/import/handlers/validate.ts',
    access: 'user',
    spec: 'IMPORT.md POST /api/import/validate { kind, fileKey, mapping, mode } → { importId, rows, valid, new, updated, errors }',
    invoices: 'readwrite',
    queue: true,
    types: io<{ body: ValidateInput; response: ValidateResponse }>(),
  }),
  importRun: defineRoute({
    name: 'importRun',
    method: 'POST',
    path: '/api/import/run',
    handler: 'functions/import/handlers/run.ts',
    access: 'user',
    spec: 'IMPORT.md POST /api/import/run { importId } (409 while a row has an error)',
    queue: true,
    types: io<{ body: ImportIdInput; response: MessageResponse & { importId: string } }>(),
  }),
  importStatus: defineRoute({
    name: 'importStatus',
    method: 'GET',
    path: '/api/import/{id}',
    handler: 'functions/import/handlers/status.ts',
    access: 'user',
    spec: 'IMPORT.md GET /api/import/{id} → { status, total, done, failed } (and the validation answer)',
    invoices: 'read',
    types: io<{ response: ImportState }>(),
  }),
  importUndo: defineRoute({
    name: 'importUndo',
    method: 'POST',
    path: '/api/import/undo',
    handler: 'functions/import/handlers/undo.ts',
    access: 'user',
    spec: 'IMPORT.md POST /api/import/undo { importId } (409 naming the rows other records refer to)',
    queue: true,
    types: io<{ body: ImportIdInput; response: MessageResponse & { importId: string } }>(),
  }),
} as const;
