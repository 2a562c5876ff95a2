import { createHash } from 'node:crypto';
import { BRANDING_LIMITS, type LogoMediaType } from '../../contract/branding';
import { decodedBytes, jpegHeader, pngHeader, type RasterHeader } from './rasterHeader';
import { sanitizeSvg, SvgRejectedError } from './sanitizeSvg';

/** Why a logo file was refused; `message` is said to the person as is. */
export class LogoRejectedError extends Error {
  override readonly name = 'LogoRejectedError';
}

/** A logo that passed every check, ready to store. */
export interface AcceptedLogo {
  readonly mediaType: LogoMediaType;
  /** The bytes to store: the file itself (PNG, JPEG) or the sanitised SVG text. */
  readonly bytes: Buffer;
  readonly sha256: string;
  readonly width: number | null;
  readonly height: number | null;
  /** What the SVG sanitiser took out (empty for PNG and JPEG). */
  readonly removed: readonly string[];
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The kind of image the bytes are, by their first bytes (never by a file name or a declared type). */
export function sniffLogoType(bytes: Uint8Array): LogoMediaType | null {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.length >= 8 && buffer.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) return 'image/jpeg';
  // SVG is text: after an optional BOM, white space, an XML declaration, comments and a
  // doctype, the first element must be <svg.
  const head = buffer.subarray(0, 4096).toString('utf8').replace(/^\uFEFF/, '');
  const prolog = /^\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>\s*)*<svg[\s>/]/i;
  return prolog.test(head) ? 'image/svg+xml' : null;
}

const KB = BRANDING_LIMITS.logoMaxBytes / 1024;

/**
 * Checks an uploaded logo without decoding any pixel: at most 512 KB; a PNG or JPEG (by its
 * bytes) with a readable size up to 4096 px a side and 16 MB decoded (`assertDecodeBudget`),
 * or an SVG, which is sanitised (see `sanitizeSvg`). Throws `LogoRejectedError` with a message
 * a person can act on. A PNG or JPEG is then re-encoded small by `reencodeLogo` before it is kept.
 *
 * @example
 * const logo = acceptLogo(fs.readFileSync('logo.png')); // { mediaType: 'image/png', width: 240, … }
 */
export function acceptLogo(bytes: Buffer): AcceptedLogo {
  if (bytes.length === 0) throw new LogoRejectedError('The logo file is empty.');
  if (bytes.length > BRANDING_LIMITS.logoMaxBytes) {
    throw new LogoRejectedError(`The logo is ${Math.ceil(bytes.length / 1024)} KB; it must be at most ${KB} KB. Save a smaller PNG, JPEG or SVG.`);
  }
  const mediaType = sniffLogoType(bytes);
  if (!mediaType) throw new LogoRejectedError('The file is not a PNG, JPEG or SVG image. Upload the logo as one of those.');

  if (mediaType === 'image/svg+xml') {
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      throw new LogoRejectedError('The SVG is not UTF-8 text.');
    }
    try {
      const sanitized = sanitizeSvg(text);
      const stored = Buffer.from(sanitized.svg, 'utf8');
      return { mediaType, bytes: stored, sha256: sha256Hex(stored), width: sanitized.width, height: sanitized.height, removed: sanitized.removed };
    } catch (error) {
      if (error instanceof SvgRejectedError) throw new LogoRejectedError(error.message);
      throw error;
    }
  }

  const header = mediaType === 'image/png' ? pngHeader(bytes) : jpegHeader(bytes);
  if (!header || header.width === 0 || header.height === 0) {
    throw new LogoRejectedError(`The ${mediaType === 'image/png' ? 'PNG' : 'JPEG'} file is damaged (its size cannot be read).`);
  }
  assertDecodeBudget(header);
  return { mediaType, bytes, sha256: sha256Hex(bytes), width: header.width, height: header.height, removed: [] };
}

const MB = 1024 * 1024;

/**
 * Refuses a PNG or JPEG whose declared size is beyond `logoMaxPixels` a side or whose decoded
 * pixels (width × height × bytes per pixel, from the header alone) would take more than
 * `logoMaxDecodedBytes`: a small file may declare a huge image (a "decompression bomb").
 */
export function assertDecodeBudget(header: RasterHeader): void {
  const max = BRANDING_LIMITS.logoMaxPixels;
  if (header.width > max || header.height > max) {
    throw new LogoRejectedError(`The logo is ${header.width}×${header.height} pixels; it must be at most ${max} pixels a side.`);
  }
  const budget = BRANDING_LIMITS.logoMaxDecodedBytes;
  const decoded = decodedBytes(header);
  if (decoded > budget) {
    throw new LogoRejectedError(
      `The logo is ${header.width}×${header.height} pixels of ${header.description} (${Math.ceil(decoded / MB)} MB once decoded); ` +
        `it must take at most ${budget / MB} MB decoded (width × height × bytes per pixel). ` +
        `Save it smaller: ${BRANDING_LIMITS.logoStoredMaxPixels} pixels on the longest side is plenty for a report.`,
    );
  }
}

function sha256Hex(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * The bytes of a base64 upload, or a `data:` URL's (whatever type it declares). Throws
 * `LogoRejectedError` when the text is not base64.
 */
export function decodeLogoUpload(data: string): Buffer {
  const trimmed = data.trim();
  const payload = trimmed.startsWith('data:') ? trimmed.slice(trimmed.indexOf(',') + 1) : trimmed;
  const compact = payload.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(compact) || compact.length === 0) {
    throw new LogoRejectedError('The logo must be sent as base64 (or a data: URL).');
  }
  return Buffer.from(compact, compact.includes('-') || compact.includes('_') ? 'base64url' : 'base64');
}
