// svg-to-pdfkit ships no types: the one function it exports, as used here.
declare module 'svg-to-pdfkit' {
  interface SvgToPdfOptions {
    width?: number;
    height?: number;
    preserveAspectRatio?: string;
    assumePt?: boolean;
    precision?: number;
    warningCallback?: (message: string) => void;
    imageCallback?: (link: string) => string;
    documentCallback?: (file: string) => unknown;
    fontCallback?: (family: string, bold: boolean, italic: boolean, options: Record<string, unknown>) => string;
  }
  function SVGtoPDF(doc: PDFKit.PDFDocument, svg: string, x: number, y: number, options?: SvgToPdfOptions): void;
  export default SVGtoPDF;
}
