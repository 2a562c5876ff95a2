/**
 * What a PNG or JPEG says about itself before a single pixel is decoded: its size and how many
 * bytes each pixel takes once decoded. A file of 130 KB may declare 4096×4096 16-bit RGBA
 * (128 MB decoded); the decoded size is checked against a budget from these numbers alone.
 */

/** A raster image's declared size and decoded cost. */
export interface RasterHeader {
  readonly width: number;
  readonly height: number;
  /** Bytes per pixel once decoded: channels × bytes per sample (a palette counts as RGBA, what decoders expand it to). */
  readonly bytesPerPixel: number;
  /** "16-bit RGBA", "8-bit RGB", "8-bit YCbCr" …: said to the person when the image is refused. */
  readonly description: string;
}

/** PNG colour types (IHDR byte 9): channels once decoded, and a name. */
const PNG_COLOUR_TYPES: Readonly<Record<number, { channels: number; name: string }>> = {
  0: { channels: 1, name: 'grey' },
  2: { channels: 3, name: 'RGB' },
  3: { channels: 4, name: 'palette' },
  4: { channels: 2, name: 'grey + alpha' },
  6: { channels: 4, name: 'RGBA' },
};

/** A PNG's IHDR (the first chunk, right after the 8-byte signature); null when it is missing or invalid. */
export function pngHeader(bytes: Buffer): RasterHeader | null {
  if (bytes.length < 29 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  const bitDepth = bytes[24]!;
  const colour = PNG_COLOUR_TYPES[bytes[25]!];
  if (!colour || ![1, 2, 4, 8, 16].includes(bitDepth)) return null;
  return {
    width: bytes.readUInt32BE(16),
    height: bytes.readUInt32BE(20),
    bytesPerPixel: colour.channels * (bitDepth === 16 ? 2 : 1),
    description: `${bitDepth}-bit ${colour.name}`,
  };
}

/** A JPEG's first start-of-frame marker (SOF0–SOF15 but DHT, JPG and DAC); null when none comes before the scan. */
export function jpegHeader(bytes: Buffer): RasterHeader | null {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const precision = bytes[offset + 4]!;
      const components = bytes[offset + 9]!;
      if (components === 0) return null;
      return {
        height: bytes.readUInt16BE(offset + 5),
        width: bytes.readUInt16BE(offset + 7),
        bytesPerPixel: components * (precision > 8 ? 2 : 1),
        description: `${precision}-bit, ${components} channel${components === 1 ? '' : 's'}`,
      };
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image / start of scan before any frame
    offset += 2 + bytes.readUInt16BE(offset + 2);
  }
  return null;
}

/** Bytes the image takes once decoded: width × height × bytes per pixel. */
export const decodedBytes = (header: RasterHeader) => header.width * header.height * header.bytesPerPixel;
