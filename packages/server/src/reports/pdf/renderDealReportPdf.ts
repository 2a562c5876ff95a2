import PDFDocument from 'pdfkit';
import { formatNumber, formatPercent, formatSquareFeet, isBuiltInSummary, summaryAuthorLabel } from '@rei/engine';
import type { OrganizationBranding } from '../branding/organizationBranding';
import { PROPERTY_RECORD_SOURCE, STANDALONE_ANALYSIS, type DealReportData, type ReportFigure, type ReportStamp } from '../dealReportData';
import { drawChart } from './chart';
import { strategyLayoutSection } from './strategyLayoutSection';
import { premiumSections } from './premiumSections';
import { dollarsAndCents, formatReportFigure, NOT_DEFINED_TEXT, wholeDollars } from './figures';
import { drawLogo } from './logo';
import { pdfSafe } from './pdfText';
import { proFormaReturnFigures } from '../proFormaReturns';
import { pdfTheme, type PdfTheme } from './theme';
import { fitLine, ReportWriter } from './writer';

/** Extra material the renderer cannot find in the report data itself. */
export interface PdfRenderOptions {
  /**
   * The property photo's bytes (PNG or JPEG), when the caller has them. The renderer never
   * fetches a URL itself; without bytes it prints the photo's web address as a link.
   */
  readonly photo?: { readonly bytes: Buffer } | null;
}

const PAGE_MARGIN = 50;
const HEADER_HEIGHT = { plain: 30, branded: 52 };
const FOOTER_HEIGHT = 44;

/** Results shown as large tiles on the first page, in this order of preference (the first six found). */
const HEADLINE_KEYS = [
  'monthlyCashFlow',
  'monthlyNetCashFlow',
  'annualNOI',
  'capRate',
  'cashOnCashReturn',
  'actualCashOnCashReturn',
  'dscr',
  'totalCashInvested',
  'cashLeftInDeal',
  'profit',
  'roi',
  'annualizedRoi',
  'investorProfit',
  'maxAllowableOffer',
  'totalReturn',
  'afterRepairValue',
];

/** "2026-11-24 13:05 UTC" from an ISO timestamp; the text itself when it is not one. */
export function utcDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** The stamp as the footer prints it: three short lines. */
export function stampLines(stamp: ReportStamp): [string, string, string] {
  const who = stamp.createdBy.name ? `${stamp.createdBy.name} <${stamp.createdBy.email}>` : stamp.createdBy.email;
  const datasets = stamp.datasets.length
    ? stamp.datasets.map((dataset) => `${dataset.title} ${dataset.asOf ?? 'date not stated'}`).join('; ')
    : 'no public dataset used';
  return [`Engine ${stamp.engineVersion} · Inputs SHA-256 ${stamp.inputsSha256}`, `Created ${utcDateTime(stamp.createdAt)} by ${who}`, `Data as of: ${datasets}`];
}

/** Text longer than this reads better as a line of its own than in a right-aligned value column. */
const LONG_TEXT = 28;

/**
 * A table of figures (label, value and, when any figure has one, a note); figures whose value
 * is a long piece of text (a verdict, a message, a list) follow the table as label/value lines.
 */
function figureTable(writer: ReportWriter, heading: string, figures: readonly ReportFigure[], options: { asEntered?: boolean } = {}): void {
  if (figures.length === 0) return;
  const isLong = (figure: ReportFigure) => typeof figure.value === 'string' && figure.value.length > LONG_TEXT;
  const short = figures.filter((figure) => !isLong(figure));
  const long = figures.filter(isLong);
  const noteOf = (figure: ReportFigure) => figure.note ?? '';
  const withNotes = short.some((figure) => noteOf(figure) !== '');
  if (short.length) {
    writer.table(
      [
        { header: heading, width: 4 },
        { header: 'Value', width: 2.2, align: 'right' },
        ...(withNotes ? [{ header: 'Note', width: 3.8 }] : []),
      ],
      short.map((figure) => [figure.label, options.asEntered && figure.value === null ? 'Left blank' : formatReportFigure(figure, options), ...(withNotes ? [noteOf(figure)] : [])]),
      { fontSize: 7.5 },
    );
  }
  if (long.length) writer.keyValues(long.map((figure) => ({ label: figure.label, value: formatReportFigure(figure, options) })), 1);
}

function drawHeader(doc: PDFKit.PDFDocument, theme: PdfTheme, data: DealReportData, branding: OrganizationBranding | undefined): void {
  const width = doc.page.width;
  doc.save();
  if (branding) {
    const height = HEADER_HEIGHT.branded;
    doc.rect(0, 0, width, height).fill(theme.primary);
    doc.rect(0, height, width, 3).fill(theme.accent);
    let textX = PAGE_MARGIN;
    if (branding.logo) {
      // A white plate keeps a dark logo readable on a dark band.
      doc.roundedRect(PAGE_MARGIN - 4, 8, 118, height - 16, 3).fill('#ffffff');
      drawLogo(doc, branding.logo, PAGE_MARGIN, 11, 110, height - 22);
      textX = PAGE_MARGIN + 126;
    }
    const textWidth = width - textX - PAGE_MARGIN;
    doc.font('Helvetica-Bold').fontSize(13).fillColor(theme.onPrimary);
    doc.text(fitLine(doc, branding.organizationName, textWidth), textX, 12, { lineBreak: false });
    if (branding.contactLine) {
      doc.font('Helvetica').fontSize(8.5).fillColor(theme.onPrimary);
      doc.text(fitLine(doc, branding.contactLine, textWidth), textX, 30, { lineBreak: false });
    }
  } else {
    doc.font('Helvetica-Bold').fontSize(8).fillColor(theme.ink).text(data.premium ? 'REI · Due-diligence report' : 'REI · Deal report', PAGE_MARGIN, 18, { lineBreak: false });
    doc.font('Helvetica').fontSize(8).fillColor(theme.muted);
    doc.text(fitLine(doc, data.property?.address ?? STANDALONE_ANALYSIS, width - PAGE_MARGIN * 2 - 150), PAGE_MARGIN + 150, 18, { width: width - PAGE_MARGIN * 2 - 150, align: 'right', lineBreak: false });
    doc.moveTo(PAGE_MARGIN, 30).lineTo(width - PAGE_MARGIN, 30).lineWidth(0.75).strokeColor(theme.accent).stroke();
  }
  doc.restore();
}

function drawFooters(doc: PDFKit.PDFDocument, theme: PdfTheme, stamp: ReportStamp): void {
  const range = doc.bufferedPageRange();
  const [engineLine, createdLine, datasetsLine] = stampLines(stamp);
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const bottomMargin = doc.page.margins.bottom;
    // Drawing in the bottom margin: lift the margin so PDFKit does not start a new page.
    doc.page.margins.bottom = 0;
    const width = doc.page.width - PAGE_MARGIN * 2;
    const top = doc.page.height - FOOTER_HEIGHT;
    doc.moveTo(PAGE_MARGIN, top - 4).lineTo(PAGE_MARGIN + width, top - 4).lineWidth(0.5).strokeColor(theme.rule).stroke();
    doc.font('Helvetica').fontSize(6.5).fillColor(theme.muted);
    doc.text(pdfSafe(engineLine), PAGE_MARGIN, top, { width: width - 60, lineBreak: false });
    doc.text(`Page ${index + 1} of ${range.count}`, PAGE_MARGIN + width - 60, top, { width: 60, align: 'right', lineBreak: false });
    doc.text(fitLine(doc, createdLine, width), PAGE_MARGIN, top + 9, { lineBreak: false });
    doc.text(pdfSafe(datasetsLine), PAGE_MARGIN, top + 18, { width, height: 18, ellipsis: true });
    doc.page.margins.bottom = bottomMargin;
  }
}

function headlineTiles(writer: ReportWriter, results: readonly ReportFigure[]): void {
  const byKey = new Map(results.map((figure) => [figure.key, figure]));
  const tiles = HEADLINE_KEYS.flatMap((key) => {
    const figure = byKey.get(key);
    return figure && typeof figure.value === 'number' ? [figure] : [];
  }).slice(0, 6);
  if (tiles.length === 0) return;
  const { doc, theme } = writer;
  const perRow = 3;
  const gap = 8;
  const tileWidth = (writer.width - gap * (perRow - 1)) / perRow;
  const tileHeight = 40;
  for (let start = 0; start < tiles.length; start += perRow) {
    writer.ensureSpace(tileHeight + gap);
    const y = doc.y;
    tiles.slice(start, start + perRow).forEach((figure, index) => {
      const x = writer.left + index * (tileWidth + gap);
      doc.roundedRect(x, y, tileWidth, tileHeight, 3).fill(theme.tint);
      doc.rect(x, y, 3, tileHeight).fill(theme.accentInk);
      doc.font('Helvetica').fontSize(7.5).fillColor(theme.muted);
      doc.text(fitLine(doc, figure.label, tileWidth - 14), x + 9, y + 6, { lineBreak: false });
      const negative = typeof figure.value === 'number' && figure.value < 0;
      doc.font('Helvetica-Bold').fontSize(14).fillColor(negative ? theme.negative : theme.text);
      doc.text(fitLine(doc, formatReportFigure(figure), tileWidth - 14), x + 9, y + 18, { lineBreak: false });
    });
    doc.y = y + tileHeight + gap;
  }
  doc.x = writer.left;
}

function propertySection(writer: ReportWriter, data: DealReportData, options: PdfRenderOptions): void {
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
  const photoBytes = options.photo?.bytes;
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

function strategySection(writer: ReportWriter, data: DealReportData): void {
  const strategy = data.strategy;
  writer.section(`Strategy: ${strategy.name}`, 120);
  headlineTiles(writer, strategy.results);
  writer.subheading('Inputs');
  figureTable(writer, 'Input', strategy.inputs, { asEntered: true });
  writer.subheading('Results');
  figureTable(writer, 'Result', strategy.results);
}

function closingCostsSection(writer: ReportWriter, data: DealReportData): void {
  const costs = data.closingCosts;
  if (!costs) return;
  writer.section(`NYC closing costs (${costs.side}'s side)`);
  writer.note(`Property kind: ${costs.propertyKind.replace(/_/g, ' ')}. Lines marked "estimate" are typical amounts, not taxes set by law.`);
  const own = [...data.strategy.results, ...data.strategy.inputs].find((figure) => figure.key === 'closingCosts' && typeof figure.value === 'number');
  if (own) writer.note(`This table is REI's estimate of a buyer's NYC closing costs, for comparison. The deal's results use its own closing costs: ${formatReportFigure(own)}.`);
  const rows = costs.lines.map((line) => [
    line.name,
    line.rate === null ? 'flat' : formatPercent(line.rate, 3),
    dollarsAndCents(line.amount),
    `${line.basis}${line.estimate ? ' (estimate)' : ''}`,
  ]);
  rows.push(['Total', costs.percentOfPrice === null ? '' : `${formatPercent(costs.percentOfPrice, 2)} of price`, dollarsAndCents(costs.total), '']);
  writer.table(
    [
      { header: 'Cost', width: 3.4 },
      { header: 'Rate', width: 1.6, align: 'right' },
      { header: 'Amount', width: 1.8, align: 'right' },
      { header: 'Basis', width: 3.6 },
    ],
    rows,
    { fontSize: 7.5, boldRows: new Set([rows.length - 1]) },
  );
}

function proFormaSection(writer: ReportWriter, data: DealReportData): void {
  const proForma = data.proForma;
  if (!proForma || proForma.rows.length === 0) return;
  writer.section('Pro forma', 160);
  writer.note('Each row adds up: gross rent - vacancy - operating expenses (tax, insurance, maintenance and the management fee) = NOI; NOI - debt service = cash flow. Amounts in dollars and cents.');
  const right = 'right' as const;
  writer.table(
    [
      { header: 'Year', width: 0.5 },
      { header: 'Gross rent', width: 1.3, align: right },
      { header: 'Vacancy', width: 1.15, align: right },
      { header: 'Operating exp.', width: 1.3, align: right },
      { header: 'NOI', width: 1.3, align: right },
      { header: 'Debt service', width: 1.3, align: right },
      { header: 'Cash flow', width: 1.25, align: right },
      { header: 'Cumulative', width: 1.3, align: right },
    ],
    proForma.rows.map((row) => [
      String(row.year),
      dollarsAndCents(row.grossRent),
      dollarsAndCents(row.vacancyLoss),
      dollarsAndCents(row.operatingExpenses),
      dollarsAndCents(row.noi),
      dollarsAndCents(row.debtService),
      dollarsAndCents(row.cashFlow),
      dollarsAndCents(row.cumulativeCashFlow),
    ]),
    { fontSize: 6.8 },
  );
  writer.table(
    [
      { header: 'End of year', width: 1 },
      { header: 'Property value', width: 2, align: right },
      { header: 'Loan balance', width: 2, align: right },
      { header: 'Equity', width: 2, align: right },
    ],
    proForma.rows.map((row) => [String(row.year), dollarsAndCents(row.propertyValue), dollarsAndCents(row.loanBalance), dollarsAndCents(row.equity)]),
    { fontSize: 6.8 },
  );
  const returns = proFormaReturnFigures(proForma.returns);
  if (returns.length) {
    writer.subheading('Returns of the hold and sale');
    figureTable(writer, 'Return', returns);
  }

  const { doc, theme } = writer;
  const labels = proForma.rows.map((row) => `Y${row.year}`);
  const chartHeight = 150;
  const chart = (spec: Parameters<typeof drawChart>[3]) => {
    writer.ensureSpace(chartHeight + 10);
    const top = doc.y;
    drawChart(doc, { x: writer.left, y: top, width: writer.width, height: chartHeight }, theme, spec);
    doc.y = top + chartHeight + 10;
  };
  chart({
    title: 'Annual cash flow before tax',
    labels,
    bars: { name: 'Cash flow', values: proForma.rows.map((row) => row.cashFlow), color: theme.ink },
    lines: [{ name: 'Net operating income', values: proForma.rows.map((row) => row.noi), color: theme.accentInk }],
  });
  chart({
    title: 'Property value, loan balance and equity at year end',
    labels,
    lines: [
      { name: 'Property value', values: proForma.rows.map((row) => row.propertyValue), color: theme.ink },
      { name: 'Loan balance', values: proForma.rows.map((row) => row.loanBalance), color: theme.muted, dashed: true },
      { name: 'Equity', values: proForma.rows.map((row) => row.equity), color: theme.accentInk },
    ],
  });
  doc.x = writer.left;
  if (proForma.assumptions.length) {
    writer.subheading('What the pro forma assumed');
    writer.keyValues(proForma.assumptions.map((figure) => ({ label: figure.label, value: formatReportFigure(figure) })), 2);
  }
}

function amortizationSection(writer: ReportWriter, data: DealReportData): void {
  const loan = data.amortization;
  if (!loan) return;
  writer.section('Loan and amortization');
  const balloon = loan.balloon ?? null;
  writer.keyValues(
    [
      { label: 'Loan amount', value: dollarsAndCents(loan.loanAmount) },
      { label: 'Interest rate', value: formatPercent(loan.annualRatePercent, 3) },
      { label: 'Term', value: `${formatNumber(loan.termMonths)} months (${formatNumber(loan.termMonths / 12, { decimals: 1 })} years)` },
      { label: 'Monthly payment', value: dollarsAndCents(loan.monthlyPayment) },
      ...(balloon
        ? [
            { label: 'Balloon due', value: `after payment ${formatNumber(balloon.month)} (year ${formatNumber(balloon.month / 12, { decimals: 1 })})` },
            { label: 'Balloon payment', value: dollarsAndCents(balloon.payment) },
          ]
        : []),
      { label: 'Total interest', value: dollarsAndCents(loan.totalInterest) },
      { label: balloon ? 'Total paid (instalments + balloon)' : 'Total paid', value: dollarsAndCents(loan.totalPaid) },
    ],
    2,
  );
  if (balloon) writer.note(`The schedule stops at the balloon: ${formatNumber(balloon.month)} monthly instalments, then the balance of ${dollarsAndCents(balloon.payment)} is paid in one payment and the balance is 0.`);
  if (loan.balanceByYear.length) {
    writer.table(
      [
        { header: 'End of year', width: 1.2 },
        { header: 'Principal paid (to date)', width: 2, align: 'right' },
        { header: 'Interest paid (to date)', width: 2, align: 'right' },
        { header: 'Balance', width: 2, align: 'right' },
      ],
      loan.balanceByYear.map((row) => [String(row.year), dollarsAndCents(row.principalPaid), dollarsAndCents(row.interestPaid), dollarsAndCents(row.balance)]),
      { fontSize: 7.5 },
    );
  }
}

function comparablesSection(writer: ReportWriter, data: DealReportData): void {
  const comparables = data.comparables;
  if (!comparables) return;
  writer.section('Comparable sales');
  writer.note(comparables.criteria);
  if (comparables.rows.length === 0) {
    writer.paragraph('No comparable sales matched these criteria.');
  } else {
    const right = 'right' as const;
    writer.table(
      [
        { header: 'Address', width: 3.2 },
        { header: 'Sale date', width: 1.3 },
        { header: 'Price', width: 1.5, align: right },
        { header: 'Sq ft', width: 1, align: right },
        { header: '$/sq ft', width: 1, align: right },
        { header: 'Miles', width: 0.8, align: right },
        { header: 'Class', width: 0.8 },
        { header: 'Units', width: 0.7, align: right },
      ],
      comparables.rows.map((row) => [
        row.address,
        row.saleDate,
        wholeDollars(row.salePrice),
        row.squareFeet === null ? '—' : formatNumber(row.squareFeet),
        row.pricePerSqFt === null ? '—' : wholeDollars(row.pricePerSqFt),
        row.distance === null ? '—' : formatNumber(row.distance, { decimals: 2 }),
        row.buildingClass ?? '—',
        row.units === null ? '—' : formatNumber(row.units),
      ]),
      { fontSize: 7 },
    );
    writer.keyValues(
      [
        { label: 'Average sale price', value: comparables.avgSalePrice === null ? NOT_DEFINED_TEXT : wholeDollars(comparables.avgSalePrice) },
        { label: 'Average price per sq ft', value: comparables.avgPricePerSqFt === null ? NOT_DEFINED_TEXT : wholeDollars(comparables.avgPricePerSqFt) },
      ],
      2,
    );
  }
  writer.note(comparables.provenance);
}

const CHECK_STATE_TEXT = { found: 'Found', none_found: 'Checked, none found', not_checked: 'Not checked' } as const;

/**
 * Legal matters in three states: found (source and date), checked and none found (the datasets
 * and their as-of dates), not checked (which dataset was unreachable or not imported). The
 * section never says "none found" for a matter it did not check.
 */
function legalSection(writer: ReportWriter, data: DealReportData): void {
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

function aiSummarySection(writer: ReportWriter, data: DealReportData): void {
  const summary = data.aiSummary;
  if (!summary) return;
  const builtIn = isBuiltInSummary(summary.model, summary.provider);
  writer.section(builtIn ? 'Built-in template summary' : 'AI analysis');
  writer.note(`${summaryAuthorLabel(summary.model, summary.provider)}. Written ${utcDateTime(summary.createdAt)} from the figures above; check it against them.`);
  for (const block of summary.text.split(/\n{2,}/)) {
    const text = block.trim();
    if (!text) continue;
    const heading = /^#+\s*(.+)$/.exec(text.split('\n')[0] ?? '');
    if (heading) {
      writer.subheading(heading[1]!);
      const rest = text.split('\n').slice(1).join('\n').trim();
      if (rest) writer.paragraph(rest);
    } else {
      writer.paragraph(text);
    }
  }
}

function assumptionsSection(writer: ReportWriter, data: DealReportData): void {
  writer.section('Assumptions');
  if (data.assumptions.length === 0) writer.paragraph('The deal left no input blank: the figures use only the inputs listed above (the pro forma states its own hold assumptions).');
  else figureTable(writer, 'Assumption', data.assumptions);
}

function stampSection(writer: ReportWriter, stamp: ReportStamp): void {
  writer.section('Reproducibility stamp', 80);
  writer.keyValues(
    [
      { label: 'Engine version', value: stamp.engineVersion },
      { label: 'Created', value: utcDateTime(stamp.createdAt) },
      { label: 'Created by', value: stamp.createdBy.name ? `${stamp.createdBy.name} (${stamp.createdBy.email})` : stamp.createdBy.email },
    ],
    1,
  );
  writer.keyValues([{ label: 'SHA-256 of the canonical inputs', value: stamp.inputsSha256 }], 1);
  if (stamp.datasets.length) {
    writer.table(
      [
        { header: 'Dataset', width: 4 },
        { header: 'Key', width: 3 },
        { header: 'As of', width: 2 },
      ],
      stamp.datasets.map((dataset) => [dataset.title, dataset.dataset, dataset.asOf ?? 'not stated']),
      { fontSize: 7.5 },
    );
  }
  writer.note('The same inputs run through the same engine version give the same figures; the hash identifies those inputs.');
}

/**
 * Renders a one-property deal report as a PDF, as a lender or partner reads it: the property
 * with its public-record facts and their sources, the photo, the strategy's inputs and every
 * result, NYC closing costs, the pro forma table with two vector charts, the loan's
 * amortization, comparable sales, legal matters with sources, the AI analysis and the
 * assumptions; the stamp (engine version, input hash, dataset dates, who and when) in the
 * footer of every page. With `branding`, the organization's name, logo, colours and contact
 * line head every page. Deterministic: the same data renders to the same bytes.
 *
 * @example
 * const pdf = await renderDealReportPdf(data, await loadOrganizationBranding(db, organizationId));
 */
export async function renderDealReportPdf(data: DealReportData, branding?: OrganizationBranding, options: PdfRenderOptions = {}): Promise<Buffer> {
  const theme = pdfTheme(branding);
  const headerHeight = branding ? HEADER_HEIGHT.branded : HEADER_HEIGHT.plain;
  const createdAt = new Date(data.stamp.createdAt);
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: headerHeight + 22, bottom: FOOTER_HEIGHT + 14, left: PAGE_MARGIN, right: PAGE_MARGIN },
    bufferPages: true,
    autoFirstPage: false,
    info: {
      Title: pdfSafe(data.title),
      Author: pdfSafe(branding?.organizationName ?? data.organization.name),
      Subject: `Deal report · inputs SHA-256 ${data.stamp.inputsSha256}`,
      Creator: `REI engine ${data.stamp.engineVersion}`,
      Producer: 'REI',
      CreationDate: Number.isNaN(createdAt.getTime()) ? new Date(0) : createdAt,
    },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.on('pageAdded', () => {
    const { x, y } = doc;
    drawHeader(doc, theme, data, branding);
    doc.x = x;
    doc.y = y;
  });

  doc.addPage();
  const writer = new ReportWriter(doc, theme);
  doc.x = writer.left;
  doc.y = doc.page.margins.top;

  // Title block
  doc.font('Helvetica-Bold').fontSize(18).fillColor(theme.ink).text(pdfSafe(data.title), writer.left, doc.y, { width: writer.width });
  doc.font('Helvetica').fontSize(9).fillColor(theme.muted).text(
    pdfSafe(`${data.premium ? 'Premium due-diligence report' : 'Deal report'} for ${data.organization.name} · prepared ${utcDateTime(data.stamp.createdAt)} by ${data.stamp.createdBy.name ?? data.stamp.createdBy.email}`),
    writer.left,
    doc.y + 2,
    { width: writer.width },
  );
  writer.gap(4);

  propertySection(writer, data, options);
  premiumSections(writer, data);
  strategyLayoutSection(writer, data);
  strategySection(writer, data);
  closingCostsSection(writer, data);
  proFormaSection(writer, data);
  amortizationSection(writer, data);
  comparablesSection(writer, data);
  legalSection(writer, data);
  aiSummarySection(writer, data);
  assumptionsSection(writer, data);
  stampSection(writer, data.stamp);

  drawFooters(doc, theme, data.stamp);
  doc.end();
  return finished;
}
