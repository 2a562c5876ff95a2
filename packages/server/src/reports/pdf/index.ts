/** The PDF deal report (plain and branded) and the pieces other modules reuse. */
export { renderDealReportPdf, type PdfRenderOptions } from './renderDealReportPdf';
export { stampLines, utcDateTime } from './stamp';
export { formatReportFigure, NOT_DEFINED_TEXT } from './figures';
export { assertLogoRenders, drawLogo } from './logo';
export { pdfSafe } from './pdfText';
