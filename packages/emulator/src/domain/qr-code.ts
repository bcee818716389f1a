/**
 * QR codes as `data:image/png;base64,…` URLs, like the `qr_code` Stytch returns for a new TOTP.
 * The symbol comes from `qrcode` (imported on first use); the PNG is written here, because the
 * library's own PNG and data-URL renderers need Node streams (pngjs) or a canvas, and the
 * emulator also runs in browsers and workers. A 1-bit PNG with stored (uncompressed) deflate
 * blocks is a few kilobytes for a TOTP URI, so compression is not worth a dependency.
 */

/** Pixels per module, and the quiet zone around the symbol in modules (the standard asks for 4). */
const SCALE = 4;
const MARGIN = 4;

let crcTable: Uint32Array | undefined;

function crc32(bytes: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

const uint32 = (value: number): number[] => [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];

/** Joins byte arrays. */
function concat(parts: (Uint8Array | number[])[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** A zlib stream (RFC 1950) holding `data` in stored deflate blocks (RFC 1951 §3.2.4). */
function zlibStored(data: Uint8Array): Uint8Array {
  const blockCount = Math.max(1, Math.ceil(data.length / 65535));
  const parts: (Uint8Array | number[])[] = [[0x78, 0x01]];
  for (let i = 0; i < blockCount; i++) {
    const block = data.subarray(i * 65535, (i + 1) * 65535);
    const length = block.length;
    parts.push([i === blockCount - 1 ? 1 : 0, length & 0xff, length >>> 8, ~length & 0xff, (~length >>> 8) & 0xff], block);
  }
  parts.push(uint32(adler32(data)));
  return concat(parts);
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const typed = concat([new TextEncoder().encode(type), data]);
  return concat([uint32(data.length), typed, uint32(crc32(typed))]);
}

/** A black-on-white 1-bit grayscale PNG of a square module matrix (`dark(row, column)`). */
export function matrixPng(size: number, dark: (row: number, column: number) => boolean): Uint8Array {
  const width = (size + 2 * MARGIN) * SCALE;
  const stride = Math.ceil(width / 8);
  const raw = new Uint8Array((stride + 1) * width);
  for (let y = 0; y < width; y++) {
    const row = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)); // filter byte 0 (none) precedes each row
    row.fill(0xff);
    const moduleRow = Math.floor(y / SCALE) - MARGIN;
    if (moduleRow < 0 || moduleRow >= size) continue;
    for (let x = 0; x < width; x++) {
      const moduleColumn = Math.floor(x / SCALE) - MARGIN;
      if (moduleColumn >= 0 && moduleColumn < size && dark(moduleRow, moduleColumn)) {
        row[x >> 3] = (row[x >> 3] ?? 0) & ~(0x80 >> (x & 7));
      }
    }
  }
  const header = Uint8Array.from([...uint32(width), ...uint32(width), 1, 0, 0, 0, 0]); // 1 bit, grayscale
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  return concat([signature, chunk('IHDR', header), chunk('IDAT', zlibStored(raw)), chunk('IEND', new Uint8Array(0))]);
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The QR code of `text` (error correction M) as a PNG data URL. */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const { create } = await import('qrcode');
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  return `data:image/png;base64,${base64(matrixPng(modules.size, (row, column) => modules.get(row, column) === 1))}`;
}
