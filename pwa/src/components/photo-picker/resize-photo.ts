/**
 * Photos are compressed on the phone before they are stored or sent (DECISIONS.md "Photos"): the
 * longest side is brought down to 1600 px and the JPEG quality stepped down until the file is
 * about 300 kB or less, so a weak connection uploads ~300 kB instead of a 5 MB camera original.
 * Decoding uses createImageBitmap (honours EXIF orientation), drawing an OffscreenCanvas where the
 * browser has one, else a <canvas>.
 */

export const MAX_SIDE = 1600;
export const TARGET_BYTES = 300 * 1024;
const QUALITIES = [0.85, 0.75, 0.65, 0.55, 0.45];
/** After the lowest quality, shrink the picture by this much and try again. */
const SHRINK = 0.8;

/** The size that fits `max` on the longest side, keeping the aspect ratio (never upscales). */
export function fitWithin(width: number, height: number, max = MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The file name of a compressed photo: same base name, .jpg. */
export function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]+$/, '') || 'photo';
  return `${base}.jpg`;
}

type Canvas = OffscreenCanvas | HTMLCanvasElement;

function makeCanvas(width: number, height: number): Canvas {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

/** getContext('2d') on either canvas kind (a call on the union type has no common overload). */
function context2d(canvas: Canvas): CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null {
  return typeof OffscreenCanvas !== 'undefined' && canvas instanceof OffscreenCanvas
    ? canvas.getContext('2d')
    : (canvas as HTMLCanvasElement).getContext('2d');
}

function encode(canvas: Canvas, quality: number): Promise<Blob> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type: 'image/jpeg', quality });
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Could not encode the photo.'))),
      'image/jpeg',
      quality,
    ),
  );
}

export class PhotoDecodeError extends Error {
  constructor(name: string) {
    super(`“${name}” is not a photo this browser can read (use JPEG, PNG or WebP).`);
    this.name = 'PhotoDecodeError';
  }
}

/** Compresses one picked file to a JPEG blob ≤ ~300 kB with its longest side ≤ 1600 px. */
export async function resizePhoto(file: Blob & { name?: string }): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new PhotoDecodeError(file.name ?? 'file');
  }
  try {
    let size = fitWithin(bitmap.width, bitmap.height);
    for (;;) {
      const canvas = makeCanvas(size.width, size.height);
      const context = context2d(canvas);
      if (!context) throw new Error('Canvas is unavailable in this browser.');
      context.fillStyle = '#fff'; // transparent PNG areas become white, not black, in a JPEG
      context.fillRect(0, 0, size.width, size.height);
      context.drawImage(bitmap, 0, 0, size.width, size.height);
      let blob: Blob | undefined;
      for (const quality of QUALITIES) {
        blob = await encode(canvas, quality);
        if (blob.size <= TARGET_BYTES) return blob;
      }
      if (size.width <= 320 || size.height <= 320) return blob!;
      size = { width: Math.round(size.width * SHRINK), height: Math.round(size.height * SHRINK) };
    }
  } finally {
    bitmap.close();
  }
}
