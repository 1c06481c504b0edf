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
