import { describe, expect, it } from 'vitest';
import { imageSize } from '@/lib/mdx/image-size';

function png(width: number, height: number): Buffer {
  const data = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(data, 0);
  data.writeUInt32BE(13, 8);
  data.write('IHDR', 12, 'ascii');
  data.writeUInt32BE(width, 16);
  data.writeUInt32BE(height, 20);
  return data;
}

describe('imageSize', () => {
  it('reads PNG, GIF and JPEG headers', () => {
    expect(imageSize(png(640, 480))).toEqual({ width: 640, height: 480 });
    const gif = Buffer.from('GIF89a\x20\x03\x58\x02', 'latin1');
    expect(imageSize(gif)).toEqual({ width: 800, height: 600 });
    // SOI, an APP0 segment of length 16, then SOF0 with height 300, width 400.
    const jpeg = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
      Buffer.alloc(14),
      Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0x2c, 0x01, 0x90, 0x03]),
    ]);
    expect(imageSize(jpeg)).toEqual({ width: 400, height: 300 });
  });

  it('reads SVG width/height or the viewBox', () => {
    expect(imageSize(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40px"></svg>'))).toEqual({
      width: 120,
      height: 40,
    });
    expect(imageSize(Buffer.from('<?xml version="1.0"?><svg viewBox="0 0 300 150"></svg>'))).toEqual({ width: 300, height: 150 });
  });

  it('returns undefined for unknown data', () => {
    expect(imageSize(Buffer.from('hello'))).toBeUndefined();
  });
});
