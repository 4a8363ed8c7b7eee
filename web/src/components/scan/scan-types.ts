/** What a page answers to a code read, shown in the scan dialog under the code (the dialog stays open for the next). */
export interface ScanFeedback {
  message: string;
  tone?: 'success' | 'error';
  /** A follow-up the page offers, e.g. "Add an item with this barcode": pressing it closes the dialog first. */
  action?: { label: string; run: () => void };
}

/** Called once per code read (camera or keyboard-wedge scanner); the answer, when there is one, is shown. */
export type ScanHandler = (code: string) => void | ScanFeedback | Promise<void | ScanFeedback>;
