// A photo made small on the phone before it is kept (docs/product.md#proof):
// a camera's 4000 x 3000 original is several MB, too much for one bar of
// signal. Decoded upright (the EXIF orientation applied by the browser),
// drawn at most 1920 px on its long edge, and encoded as JPEG: a few hundred
// KB, with no EXIF left (the phone's make, serial number, its own GPS). The
// server does the same again, trusting no client. The preview the app shows
// until it is sent is a small data: URL (the page's CSP allows data:, not
// blob:).

/** The long edge of the photo sent, and of the preview shown on the phone. */
export const LONG_EDGE = 1920;
const PREVIEW_EDGE = 240;
export const QUALITY = 0.82;

export type Shrunk = { bytes: ArrayBuffer; width: number; height: number; preview: string };

/** Width and height scaled so the long edge is at most `edge` (never enlarged). */
export function fit(width: number, height: number, edge: number): { width: number; height: number } {
  const scale = Math.min(1, edge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function draw(image: ImageBitmap, edge: number): HTMLCanvasElement {
  const size = fit(image.width, image.height, edge);
  const canvas = document.createElement("canvas");
  canvas.width = size.width;
  canvas.height = size.height;
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("This phone cannot draw the photo.");
  ctx.imageSmoothingQuality = "high";
  ctx.drawImage(image, 0, 0, size.width, size.height);
  return canvas;
}

const jpeg = (canvas: HTMLCanvasElement, quality: number) =>
  new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (b) => (b ? resolve(b) : reject(new Error("The photo could not be made into a JPEG."))),
      "image/jpeg",
      quality,
    ),
  );

/** The picked file made small, upright and without EXIF; refused (thrown) when it is not an image the phone can read. */
export async function shrink(file: Blob): Promise<Shrunk> {
  let image: ImageBitmap;
  try {
    image = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    throw new Error("This file is not a photo this phone can read: take it again with the camera.");
  }
  try {
    const full = draw(image, LONG_EDGE);
    const blob = await jpeg(full, QUALITY);
    const preview = draw(image, PREVIEW_EDGE).toDataURL("image/jpeg", 0.7);
    // Let go of the large canvas's memory at once (phones keep few of them).
    const { width, height } = full;
    full.width = full.height = 0;
    return { bytes: await blob.arrayBuffer(), width, height, preview };
  } finally {
    image.close();
  }
}
