/** Labels (WAREHOUSE.md "Scanning and labels"): the server renders the PDF; the browser saves it as labels.pdf. */
import { labelRoutes } from '../../../../../shared/inventory/label-routes.ts';
import type { PrintLabelsRequest } from '../../../../../shared/inventory/labels.ts';
import * as M from '../../../../../shared/inventory/messages.ts';
import { request } from '../../../lib/api-client.ts';
import { downloadFrom } from '../../../lib/download.ts';

export const LABELS_FILE_NAME = 'labels.pdf';

/** Asks for the labels' PDF and saves it; a refusal is the API client's toast (the server's message first). */
export async function printLabels(body: PrintLabelsRequest): Promise<void> {
  // the answer is the PDF itself, not JSON: the client hands it back as it came
  const pdf = await request<Blob>(labelRoutes.labelsPrint.path, {
    method: 'POST',
    body,
    responseType: 'blob',
    defaultError: M.failedToPrintLabels,
  });
  const url = URL.createObjectURL(pdf);
  downloadFrom(url, LABELS_FILE_NAME);
  // let the browser start the download before the URL goes away
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
