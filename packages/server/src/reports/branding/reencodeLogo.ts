/**
 * A PNG or JPEG logo is decoded once, at upload, and stored re-encoded small: at most
 * `logoStoredMaxPixels` on its longest side, 8-bit sRGB, without metadata. Every branded PDF
 * then embeds that small image (PDFKit decodes a PNG with alpha on every build), never the
 * file as uploaded.
 *
 * Decoding and encoding are sharp's (libvips): they run on libuv's worker threads, off the
 * event loop that answers requests, and sharp refuses by itself an image over
 * `limitInputPixels`. The declared size has been checked against the decode budget before
 * this is called (`assertDecodeBudget`), so no decode here is larger than 16 MB.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { BRANDING_LIMITS } from '../../contract/branding';
import { LogoRejectedError, type AcceptedLogo } from './logoFile';

// A logo is decoded once: libvips's operation cache would only keep its pixels in memory.
sharp.cache(false);

/**
 * The accepted raster logo re-encoded (PNG stays PNG, JPEG stays JPEG) at most
 * `logoStoredMaxPixels` on its longest side (never enlarged), turned upright by its EXIF
 * orientation, 8-bit sRGB, metadata dropped. An SVG is answered as it is. Throws
 * `LogoRejectedError` when the pixels cannot be decoded.
 *
 * @example
 * const stored = await reencodeLogo(acceptLogo(upload)); // a 2000×800 PNG → 512×205 PNG
 */
export async function reencodeLogo(logo: AcceptedLogo): Promise<AcceptedLogo> {
  if (logo.mediaType === 'image/svg+xml') return logo;
  const side = BRANDING_LIMITS.logoStoredMaxPixels;
  let output: { data: Buffer; info: sharp.OutputInfo };
  try {
    const pipeline = sharp(logo.bytes, { limitInputPixels: BRANDING_LIMITS.logoMaxPixels * BRANDING_LIMITS.logoMaxPixels, failOn: 'error' })
      .rotate()
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb');
    output = await (logo.mediaType === 'image/png' ? pipeline.png({ compressionLevel: 9 }) : pipeline.jpeg({ quality: 88, mozjpeg: true })).toBuffer({
      resolveWithObject: true,
    });
  } catch (error) {
    const kind = logo.mediaType === 'image/png' ? 'PNG' : 'JPEG';
    throw new LogoRejectedError(`The ${kind} file is damaged (its pixels cannot be decoded: ${(error as Error).message.slice(0, 100)}). Save it again as a plain ${kind}.`);
  }
  return {
    ...logo,
    bytes: output.data,
    sha256: createHash('sha256').update(output.data).digest('hex'),
    width: output.info.width,
    height: output.info.height,
  };
}
