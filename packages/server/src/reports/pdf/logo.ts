import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import { LogoRejectedError } from '../branding/logoFile';
import type { BrandingLogoImage } from '../branding/organizationBranding';

/** A 1×1 transparent PNG: what an SVG `<image>` would get, were one to slip through the sanitiser. */
const EMPTY_PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/**
 * Draws a logo fitted into the box (aspect ratio kept, left-aligned, centred vertically).
 * PNG and JPEG are embedded as images; a (sanitised) SVG is drawn as vector paths, with no
 * image, document or font loaded from anywhere.
 */
export function drawLogo(doc: PDFKit.PDFDocument, logo: BrandingLogoImage, x: number, y: number, width: number, height: number): void {
  if (logo.mediaType === 'image/svg+xml') {
    const ratio = logo.width && logo.height ? logo.width / logo.height : width / height;
    const drawWidth = Math.min(width, height * ratio);
    const drawHeight = drawWidth / ratio;
    doc.save();
    SVGtoPDF(doc, logo.bytes.toString('utf8'), x, y + (height - drawHeight) / 2, {
      width: drawWidth,
      height: drawHeight,
      preserveAspectRatio: 'xMinYMid meet',
      assumePt: true,
      imageCallback: () => EMPTY_PNG,
      documentCallback: () => null,
      warningCallback: () => undefined,
    });
    doc.restore();
    return;
  }
  doc.image(openedImage(doc, logo), x, y, { fit: [width, height], valign: 'center' });
}

/** PDFKit's opened image (its types do not list `openImage`); passed back to `doc.image` as the source. */
type OpenedImage = Buffer;
const openedImages = new WeakMap<PDFKit.PDFDocument, Map<string, OpenedImage>>();

/**
 * The logo opened once per document: PDFKit embeds a Buffer source anew at every `image()`
 * call, which would put a copy of the logo in the file for every page; an opened image is
 * embedded once and referenced from each page.
 */
function openedImage(doc: PDFKit.PDFDocument, logo: BrandingLogoImage): OpenedImage {
  let images = openedImages.get(doc);
  if (!images) {
    images = new Map();
    openedImages.set(doc, images);
  }
  let image = images.get(logo.sha256);
  if (!image) {
    image = (doc as unknown as { openImage(src: Buffer): OpenedImage }).openImage(logo.bytes);
    images.set(logo.sha256, image);
  }
  return image;
}

/**
 * Draws the logo into a throw-away PDF, so a file PDFKit cannot read (a damaged PNG, an
 * unusual JPEG) is refused when it is uploaded instead of breaking every report later.
 * Throws `LogoRejectedError`.
 */
export async function assertLogoRenders(logo: BrandingLogoImage): Promise<void> {
  const doc = new PDFDocument({ size: [200, 100], margin: 0 });
  let bytes = 0;
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
  });
  try {
    drawLogo(doc, logo, 0, 0, 200, 100);
    doc.end();
    await finished;
  } catch (error) {
    throw new LogoRejectedError(`The logo could not be drawn (${(error as Error).message.slice(0, 120)}). Save it again as a plain PNG, JPEG or SVG.`);
  }
  // An SVG is drawn again on every page: one whose drawing alone is this large would swell every report.
  if (logo.mediaType === 'image/svg+xml' && bytes > SVG_DRAWING_MAX_BYTES) {
    throw new LogoRejectedError(`The SVG logo is too detailed (its drawing takes ${Math.ceil(bytes / 1024)} KB); simplify it or upload a PNG.`);
  }
}

/**
 * Largest a drawn SVG logo may be inside a PDF (compressed), per page it appears on. Drawing
 * time grows with it (about 7,000 path segments reach it); real logos stay far below.
 */
const SVG_DRAWING_MAX_BYTES = 48 * 1024;
