/**
 * Saves the file behind a signed URL under `fileName`: an anchor navigation, since the URL is another origin in
 * production (a fetch would need CORS on the bucket). Used by every Print Invoice.
 */
export function downloadFrom(url: string, fileName: string) {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}
