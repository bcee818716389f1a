/**
 * QR codes as `data:image/png;base64,…` URLs, like the `qr_code` Stytch returns for a new TOTP.
 * The symbol comes from `qrcode` and the PNG from `fast-png` (both imported on first use). The
 * emulator also runs in browsers and workers, where `qrcode`'s own PNG renderer (pngjs, Node
 * streams) and data-URL renderer (a canvas) do not work; fast-png is plain JavaScript.
 */

/** Pixels per module, and the quiet zone around the symbol in modules (the standard asks for 4). */
export const QR_SCALE = 4;
export const QR_MARGIN = 4;

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The QR code of `text` (error correction M) as a black-on-white 8-bit grayscale PNG data URL. */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const [{ create }, { encode }] = await Promise.all([import('qrcode'), import('fast-png')]);
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const width = (modules.size + 2 * QR_MARGIN) * QR_SCALE;
  const pixels = new Uint8Array(width * width).fill(0xff);
  for (let y = 0; y < width; y++) {
    const row = Math.floor(y / QR_SCALE) - QR_MARGIN;
    if (row < 0 || row >= modules.size) continue;
    for (let x = 0; x < width; x++) {
      const column = Math.floor(x / QR_SCALE) - QR_MARGIN;
      if (column >= 0 && column < modules.size && modules.get(row, column) === 1) pixels[y * width + x] = 0;
    }
  }
  return `data:image/png;base64,${base64(encode({ width, height: width, data: pixels, depth: 8, channels: 1 }))}`;
}
