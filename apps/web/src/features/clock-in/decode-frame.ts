/**
 * Reading a QR code from the camera (docs/decisions/0020-clock-in.md; the kiosk's "Escanear mi código"): the
 * video's current frame is drawn on a canvas and decoded with jsQR. jsQR (45 KB compressed) loads
 * with the first frame to decode, not with the kiosk (docs/decisions/0045-phone-weight.md): until it
 * has loaded, a frame reads as no code, and the next frames are read once it is there.
 */
import type JsQr from 'jsqr';

/** A QR decoder with jsQR's signature (tests may pass another). */
export type QrDecoder = (
  data: Uint8ClampedArray,
  width: number,
  height: number,
) => { data: string } | null;

let jsQR: typeof JsQr | null = null;
let loading: Promise<unknown> | null = null;

const decodeWithJsQr: QrDecoder = (data, width, height) => {
  if (!jsQR) {
    loading ??= import('jsqr').then(
      (module) => (jsQR = module.default),
      () => (loading = null),
    );
    return null;
  }
  return jsQR(data, width, height, { inversionAttempts: 'dontInvert' });
};

/**
 * The text of the QR code in `video`'s current frame, or null (no frame yet, no code).
 * @param canvas scratch canvas, resized to the frame.
 */
export function decodeVideoFrame(
  video: HTMLVideoElement,
  canvas: HTMLCanvasElement,
  decode: QrDecoder = decodeWithJsQr,
): string | null {
  const width = video.videoWidth;
  const height = video.videoHeight;
  // 2 is HAVE_CURRENT_DATA.
  if (video.readyState < 2 || !width || !height) return null;
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(video, 0, 0, width, height);
  const image = context.getImageData(0, 0, width, height);
  const text = decode(image.data, width, height)?.data.trim();
  return text ? text : null;
}
