/**
 * Reads a file the person chose as a data URL (`data:<type>;base64,…`), the form the
 * signature operations take their images and PDFs in (decision 48).
 * @throws the reader's error when the file cannot be read.
 */
export function readDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
