import { deflateSync } from 'node:zlib';

/** CRC-32 of a PNG chunk's type and data (the PNG specification's polynomial). */
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A gradient: red across, green down, a fixed blue. */
const gradient = (x: number, y: number, width: number, height: number): [number, number, number] => [
  Math.round((x / width) * 255),
  Math.round((y / height) * 255),
  160,
];

/**
 * A real RGB PNG of `width` × `height`, each pixel's colour from `pixel` (a gradient by default): what
 * the server's image decoder accepts, a few KB, made without an image library.
 */
export function pngBytes(
  width: number,
  height: number,
  pixel: (x: number, y: number, width: number, height: number) => [number, number, number] = gradient,
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, no filter method, no interlace
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1); // each row starts with filter type 0
    for (let x = 0; x < width; x++) rows.set(pixel(x, y, width, height), row + 1 + x * 3);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}
