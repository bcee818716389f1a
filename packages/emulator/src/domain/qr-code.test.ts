import { decode } from 'fast-png';
import { create } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { QR_MARGIN, QR_SCALE, qrCodeDataUrl } from './qr-code';

describe('qrCodeDataUrl', () => {
  it('draws the QR symbol as a PNG, 4 px per module with a 4-module quiet zone', async () => {
    const text = 'otpauth://totp/Portico%20Playground:ada%40example.com?issuer=Portico%20Playground&secret=JBSWY3DPEHPK3PXP';
    const url = await qrCodeDataUrl(text);
    expect(url.startsWith('data:image/png;base64,')).toBe(true);
    const png = decode(Buffer.from(url.slice('data:image/png;base64,'.length), 'base64'));

    const { modules } = create(text, { errorCorrectionLevel: 'M' });
    const width = (modules.size + 2 * QR_MARGIN) * QR_SCALE;
    expect(png).toMatchObject({ width, height: width, channels: 1, depth: 8 });
    const black = (x: number, y: number) => png.data[y * width + x] === 0;
    for (let row = -QR_MARGIN; row < modules.size + QR_MARGIN; row++) {
      for (let column = -QR_MARGIN; column < modules.size + QR_MARGIN; column++) {
        const inside = row >= 0 && column >= 0 && row < modules.size && column < modules.size;
        const dark = inside && modules.get(row, column) === 1;
        // The middle pixel of each module.
        expect(black((column + QR_MARGIN) * QR_SCALE + 2, (row + QR_MARGIN) * QR_SCALE + 2)).toBe(dark);
      }
    }
  });
});
