/** Width and height of an image, read from its header without decoding it. */
export interface ImageSize {
  width: number;
  height: number;
}

function svgSize(text: string): ImageSize | undefined {
  const tag = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (!tag) return undefined;
  const number = (name: string) => {
    const value = new RegExp(`\\s${name}=["']\\s*([\\d.]+)(px)?\\s*["']`).exec(tag)?.[1];
    return value ? Number(value) : undefined;
  };
  const box = /viewBox=["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*["']/.exec(tag);
  const width = number('width') ?? (box ? Number(box[1]) : undefined);
  const height = number('height') ?? (box ? Number(box[2]) : undefined);
  return width && height ? { width: Math.round(width), height: Math.round(height) } : undefined;
}

function jpegSize(data: Buffer): ImageSize | undefined {
  let offset = 2;
  while (offset + 9 < data.length) {
    if (data[offset] !== 0xff) return undefined;
    const marker = data[offset + 1]!;
    const length = data.readUInt16BE(offset + 2);
    // SOF0–SOF15 hold the frame size, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: data.readUInt16BE(offset + 5), width: data.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return undefined;
}

/** Reads PNG, JPEG, GIF, WebP (VP8/VP8L/VP8X) and SVG sizes; undefined for anything else. */
export function imageSize(data: Buffer): ImageSize | undefined {
  if (data.length >= 24 && data.toString('ascii', 1, 4) === 'PNG') {
    return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
  }
  if (data.length >= 10 && data.toString('ascii', 0, 3) === 'GIF') {
    return { width: data.readUInt16LE(6), height: data.readUInt16LE(8) };
  }
  if (data.length >= 4 && data[0] === 0xff && data[1] === 0xd8) return jpegSize(data);
  if (data.length >= 30 && data.toString('ascii', 0, 4) === 'RIFF' && data.toString('ascii', 8, 12) === 'WEBP') {
    const chunk = data.toString('ascii', 12, 16);
    if (chunk === 'VP8X') return { width: data.readUIntLE(24, 3) + 1, height: data.readUIntLE(27, 3) + 1 };
    if (chunk === 'VP8L') {
      const bits = data.readUInt32LE(21);
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
    if (chunk === 'VP8 ') return { width: data.readUInt16LE(26) & 0x3fff, height: data.readUInt16LE(28) & 0x3fff };
  }
  return svgSize(data.toString('utf8', 0, Math.min(data.length, 4096)));
}
