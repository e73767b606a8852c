/**
 * Saves a file the app already holds (a downloaded report, a template built in the browser)
 * under `filename`, through a link click on an object URL.
 */

/** Saves `file` as `filename`. The object URL is revoked 10 s later (the browser reads it after the click returns). */
export function saveFile(file: Blob, filename: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
