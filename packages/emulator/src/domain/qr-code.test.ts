import { crc32, inflateSync } from 'node:zlib';
import { create } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrCodeDataUrl } from './qr-code';

/** The chunks of a PNG, with their CRCs checked. */
function chunks(png: Buffer): { type: string; data: Buffer }[] {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const found = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const typed = png.subarray(at + 4, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length)).toBe(crc32(typed));
    found.push({ type: typed.subarray(0, 4).toString('latin1'), data: typed.subarray(4) });
    at += 12 + length;
  }
  return found;
}

describe('qrCodeDataUrl', () => {
  it('draws the QR symbol as a valid 1-bit PNG, 4 px per module with a 4-module quiet zone', async () => {
    const text = 'otpauth://totp/Portico%20Playground:ada%40example.com?issuer=Portico%20Playground&secret=JBSWY3DPEHPK3PXP';
    const url = await qrCodeDataUrl(text);
    expect(url.startsWith('data:image/png;base64,')).toBe(true);
    const png = Buffer.from(url.slice('data:image/png;base64,'.length), 'base64');
    const [ihdr, idat, iend] = chunks(png);
    expect([ihdr?.type, idat?.type, iend?.type]).toEqual(['IHDR', 'IDAT', 'IEND']);

    const { modules } = create(text, { errorCorrectionLevel: 'M' });
    const width = (modules.size + 8) * 4;
    expect(ihdr?.data.readUInt32BE(0)).toBe(width);
    expect(ihdr?.data.readUInt32BE(4)).toBe(width);
    expect([...(ihdr?.data.subarray(8) ?? [])]).toEqual([1, 0, 0, 0, 0]);

    const raw = inflateSync(idat?.data ?? Buffer.alloc(0));
    const stride = Math.ceil(width / 8) + 1;
    expect(raw.length).toBe(stride * width);
    const black = (x: number, y: number) => raw[y * stride] === 0 && ((raw[y * stride + 1 + (x >> 3)] ?? 0) & (0x80 >> (x & 7))) === 0;
    for (let row = -4; row < modules.size + 4; row++) {
      for (let column = -4; column < modules.size + 4; column++) {
        const inside = row >= 0 && column >= 0 && row < modules.size && column < modules.size;
        const dark = inside && modules.get(row, column) === 1;
        // The middle pixel of each module.
        expect(black((column + 4) * 4 + 2, (row + 4) * 4 + 2)).toBe(dark);
      }
    }
  });
});
