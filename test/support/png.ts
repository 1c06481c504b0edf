import { inflateSync } from 'node:zlib';

/** The PNG signature and IHDR of a buffer: enough to know it is a PNG and its size, without decoding pixels. */
export function pngHeader(png: Buffer): { width: number; height: number; bitDepth: number; colourType: number } {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (png.length < 33 || !png.subarray(0, 8).equals(signature)) throw new Error('not a PNG: bad signature');
  // The first chunk must be IHDR: length 13, type "IHDR", then width and height (big-endian), bit depth, colour type.
  if (png.readUInt32BE(8) !== 13 || png.toString('latin1', 12, 16) !== 'IHDR') throw new Error('not a PNG: no IHDR first');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20), bitDepth: png[24]!, colourType: png[25]! };
}

/** The size an SVG declares on its root element. */
export function svgSize(svg: string): { width: number; height: number } {
  const m = /<svg[^>]*\bwidth="([\d.]+)"[^>]*\bheight="([\d.]+)"/.exec(svg);
  if (!m) throw new Error('no width/height on the svg root');
  return { width: Number(m[1]), height: Number(m[2]) };
}

/**
 * The pixels of an 8-bit, non-interlaced RGB or RGBA PNG (what resvg writes),
 * as RGBA: the IDAT chunks inflated and each row's filter undone.
 */
export function decodePng(png: Buffer): { width: number; height: number; rgba: Buffer } {
  const { width, height, bitDepth, colourType } = pngHeader(png);
  if (bitDepth !== 8 || (colourType !== 6 && colourType !== 2) || png[28] !== 0) throw new Error(`unsupported PNG: depth ${bitDepth}, colour type ${colourType}, interlace ${png[28]}`);
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const bpp = colourType === 6 ? 4 : 3;
  const stride = width * bpp;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const a = x >= bpp ? pixels[y * stride + x - bpp]! : 0;
      const b = y > 0 ? pixels[(y - 1) * stride + x]! : 0;
      const c = x >= bpp && y > 0 ? pixels[(y - 1) * stride + x - bpp]! : 0;
      const p = a + b - c;
      const paeth = Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c) ? a : Math.abs(p - b) <= Math.abs(p - c) ? b : c;
      const predictor = [0, a, b, (a + b) >> 1, paeth][filter];
      if (predictor === undefined) throw new Error(`bad PNG filter ${filter} on row ${y}`);
      pixels[y * stride + x] = (line[x]! + predictor) & 0xff;
    }
  }
  if (bpp === 4) return { width, height, rgba: pixels };
  const rgba = Buffer.alloc(width * height * 4, 0xff);
  for (let i = 0; i < width * height; i++) pixels.copy(rgba, i * 4, i * 3, i * 3 + 3);
  return { width, height, rgba };
}
