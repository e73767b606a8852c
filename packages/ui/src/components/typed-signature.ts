/**
 * The typed alternative of the signature pad: a name drawn in a handwriting face onto a canvas
 * and handed out as a PNG data URL, the same kind of image a drawn signature gives.
 */

/** The handwriting faces tried in order (whatever the device has), ending in the generic `cursive`. */
export const signatureFont =
  "'Segoe Script', 'Bradley Hand', 'Brush Script MT', 'Snell Roundhand', 'URW Chancery L', cursive";

const width = 600;
const height = 160;
const padding = 24;

/**
 * Draws `text` in {@link signatureFont}, as large as fits a 600×160 px image, in `color`.
 *
 * @param text - the signer's name as typed (trimmed here).
 * @param color - a CSS colour for the ink.
 * @returns a `data:image/png;base64,…` URL (a few kilobytes).
 */
export function renderTypedSignature(text: string, color: string): string {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return canvas.toDataURL('image/png');
  const name = text.trim();
  let size = 64;
  do {
    context.font = `italic ${size}px ${signatureFont}`;
    size -= 2;
  } while (size > 16 && context.measureText(name).width > width - padding * 2);
  context.fillStyle = color;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(name, width / 2, height / 2);
  return canvas.toDataURL('image/png');
}
