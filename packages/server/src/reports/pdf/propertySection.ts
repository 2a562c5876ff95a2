/**
 * The property section of the PDF: the address and lot facts with the photo (or its link), then
 * the public record's facts, each with its source, and the datasets that were not available.
 */
import { formatNumber, formatSquareFeet } from '@rei/engine';
import { PROPERTY_RECORD_SOURCE, STANDALONE_ANALYSIS, type DealReportData } from '../dealReportData';
import { NOT_DEFINED_TEXT } from './figures';
import { pdfSafe } from './pdfText';
import type { ReportWriter } from './writer';

/** The property photo's bytes (PNG or JPEG), as the caller has them. */
export interface PropertyPhoto {
  readonly bytes: Buffer;
}

/** The property and its public record; without photo bytes, the photo's web address as a link. */
export function propertySection(writer: ReportWriter, data: DealReportData, photo: PropertyPhoto | null | undefined): void {
  const { doc } = writer;
  const property = data.property;
  writer.section('Property');
  if (property === null) {
    writer.keyValues([{ label: 'Address', value: STANDALONE_ANALYSIS }], 1);
    return;
  }
  const cityLine = [property.city, [property.state, property.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const pairs = [
    { label: 'Address', value: property.address },
    { label: 'City', value: cityLine || NOT_DEFINED_TEXT },
    { label: 'Borough', value: property.borough ?? 'Not stated' },
    { label: 'BBL', value: property.bbl ?? 'Not matched to a tax lot' },
    { label: 'Property type', value: property.propertyType ?? 'Not stated' },
    { label: 'Units', value: property.units === null ? 'Not stated' : formatNumber(property.units) },
    { label: 'Year built', value: property.yearBuilt === null ? 'Not stated' : String(property.yearBuilt) },
    { label: 'Building area', value: property.buildingArea === null ? 'Not stated' : formatSquareFeet(property.buildingArea) },
  ];
  const photoBytes = photo?.bytes;
  const photoWidth = 150;
  const photoHeight = 112;
  const top = doc.y;
  if (photoBytes) {
    writer.ensureSpace(photoHeight);
    const photoTop = doc.y;
    try {
      doc.image(photoBytes, writer.left + writer.width - photoWidth, photoTop, { fit: [photoWidth, photoHeight], align: 'center', valign: 'center' });
      doc.rect(writer.left + writer.width - photoWidth, photoTop, photoWidth, photoHeight).lineWidth(0.5).strokeColor(writer.theme.rule).stroke();
    } catch {
      // A photo PDFKit cannot read is left out; the link below still says where it is.
    }
    doc.y = photoTop;
    writer.keyValues(pairs, 1, writer.width - photoWidth - 16);
    doc.y = Math.max(doc.y, photoTop + photoHeight + 6);
  } else {
    writer.keyValues(pairs, 2);
    void top;
  }
  if (property.photoUrl) {
    doc.font('Helvetica').fontSize(7.5).fillColor(writer.theme.muted).text(`Photo: ${pdfSafe(property.photoUrl)}`, writer.left, doc.y, {
      width: writer.width,
      link: property.photoUrl,
      underline: false,
    });
    writer.gap(3);
  }
  if (property.isDemo) writer.note('REI demo data: this is a generated sample property, not a real lot.');

  const record = data.publicRecord;
  if (record) {
    writer.subheading('Public record');
    if (record.facts.length) {
      writer.table(
        [
          { header: 'Fact', width: 2.2 },
          { header: 'Value', width: 2.4 },
          { header: 'Source', width: 4.4 },
        ],
        record.facts.map((fact) => [fact.label, fact.value, fact.provenance ?? PROPERTY_RECORD_SOURCE]),
        { fontSize: 7.5 },
      );
    } else {
      writer.note('No public-record fact could be read for this lot (the datasets not available are listed below).');
    }
    for (const line of record.provenance) writer.note(line);
    if (record.missingDatasets.length) writer.note(`Not available when this report was made: ${record.missingDatasets.join(', ')}.`);
  }
}
