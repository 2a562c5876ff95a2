/** The legal matters section of the PDF. */
import { PROPERTY_RECORD_SOURCE, type DealReportData } from '../dealReportData';
import type { ReportWriter } from './writer';

const CHECK_STATE_TEXT = { found: 'Found', none_found: 'Checked, none found', not_checked: 'Not checked' } as const;

/**
 * Legal matters in three states: found (source and date), checked and none found (the datasets
 * and their as-of dates), not checked (which dataset was unreachable or not imported). The
 * section never says "none found" for a matter it did not check.
 */
export function legalSection(writer: ReportWriter, data: DealReportData): void {
  writer.section('Legal matters on record');
  const check = data.legalCheck;
  if (check) {
    writer.paragraph(check.headline);
    writer.table(
      [
        { header: 'Matter', width: 1.6 },
        { header: 'State', width: 1.8 },
        { header: 'What was found, or what was checked (as of), or what was not', width: 6 },
      ],
      check.matters.map((matter) => [
        matter.label,
        CHECK_STATE_TEXT[matter.state],
        matter.state === 'found'
          ? `${matter.finding!.status}; source: ${matter.finding!.source ?? PROPERTY_RECORD_SOURCE}`
          : matter.state === 'none_found'
            ? matter.checked.map((dataset) => `${dataset.title}, as of ${dataset.asOf ?? 'date not stated'}`).join('; ')
            : matter.notChecked.map((gap) => `${gap.title}: ${gap.reason === 'unreachable' ? 'could not be reached' : gap.reason === 'not_imported' ? 'not imported' : 'no public record for this property'}`).join('; '),
      ]),
      { fontSize: 7.5 },
    );
  } else if (data.legalFlags.length === 0) {
    writer.paragraph(data.property === null ? 'No property is attached: no legal record was checked.' : 'This report did not record which legal datasets were checked: no statement is made about evictions, tax liens or foreclosure.');
  }
  const others = check ? data.legalFlags.filter((flag) => !check.matters.some((matter) => matter.kind === flag.kind)) : data.legalFlags;
  if (others.length > 0) {
    writer.table(
      [
        { header: 'Matter', width: 2.4 },
        { header: 'Status', width: 2 },
        { header: 'Source', width: 5 },
      ],
      others.map((flag) => [flag.label, flag.status, flag.source ?? PROPERTY_RECORD_SOURCE]),
      { fontSize: 7.5 },
    );
  }
}
