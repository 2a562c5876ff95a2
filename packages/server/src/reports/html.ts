/**
 * The read-only web view of a shared report (GET /r/{token}): one self-contained HTML page,
 * server-rendered from the stored report data. Every piece of text is escaped; the page loads
 * nothing but its own inline style (and the property photo when it is an https address).
 */
import { formatCurrency, formatPercent, isBuiltInSummary, summaryAuthorLabel } from '@rei/engine';
import { proFormaReturnFigures } from './proFormaReturns';
import { PROPERTY_RECORD_SOURCE, STANDALONE_ANALYSIS, type DealReportData, type PremiumReportSection, type ReportData, type ReportFigure, type TeamReportData } from './dealReportData';
import { dollarsAndCents, formatReportFigure, NOT_DEFINED_TEXT } from './pdf/figures';
import {
  PREMIUM_BLOCKS_NOTE,
  PREMIUM_FIRST_REPORT,
  PREMIUM_HEADINGS,
  PREMIUM_NO_EVENT,
  PREMIUM_SENSITIVITY_NOTE,
  PREMIUM_STATE_WORDS,
  premiumChangesLine,
  premiumNoOtherBuildings,
  premiumPresetLine,
  premiumSensitivityCaption,
} from './premiumWords';
import { stampLines } from './stamp';
import { strategyLayoutOf } from './strategyLayout';

/** Text made safe for HTML content and attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A figure in words, as the PDF prints it (`formatReportFigure`); an undefined one says why. */
export function figureText(figure: Pick<ReportFigure, 'value' | 'unit' | 'note'>): string {
  if (figure.value === null) return figure.note ? `${NOT_DEFINED_TEXT} (${figure.note})` : NOT_DEFINED_TEXT;
  return formatReportFigure(figure);
}

const money = (value: number | null | undefined) => (value === null || value === undefined ? '—' : usd.format(value));

function figureTable(caption: string, figures: readonly ReportFigure[]): string {
  if (figures.length === 0) return '';
  const rows = figures.map((f) => `<tr><th scope="row">${escapeHtml(f.label)}</th><td>${escapeHtml(figureText(f))}</td></tr>`).join('');
  return `<section><h2>${escapeHtml(caption)}</h2><table>${rows}</table></section>`;
}

function table(caption: string, head: readonly string[], rows: readonly (readonly string[])[], note?: string, heading: 'h2' | 'h3' = 'h2'): string {
  if (rows.length === 0) return '';
  const header = head.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join('');
  const body = rows.map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`).join('');
  return `<section><${heading}>${escapeHtml(caption)}</${heading}><table><thead><tr>${header}</tr></thead><tbody>${body}</tbody></table>${note ? `<p class="note">${escapeHtml(note)}</p>` : ''}</section>`;
}

/** The strategy's own ledgers (each adds up to its total), tests and schedules. */
export function strategyLayoutHtml(data: DealReportData): string {
  const layout = strategyLayoutOf(data.strategy);
  if (!layout) return '';
  const parts = [`<h2>${escapeHtml(layout.heading)}</h2>`];
  for (const ledger of layout.ledgers) {
    const rows = [...ledger.lines.map((l) => [l.sign < 0 ? '−' : '+', l.label, money(l.amount)]), ['=', ledger.total.label, money(ledger.total.amount)]];
    parts.push(table(ledger.title, ['', 'Line', 'Amount'], rows, ledger.note));
  }
  parts.push(table('Tests of the deal', ['Test', 'Result', 'Figures compared'], layout.checks.map((c) => [c.label, c.passed ? 'Passes' : 'Fails', c.detail])));
  for (const schedule of layout.schedules) parts.push(table(schedule.title, schedule.head, schedule.rows, schedule.note));
  return `<section class="layout">${parts.join('')}</section>`;
}

const paragraph = (text: string, className?: string) => `<p${className ? ` class="${className}"` : ''}>${escapeHtml(text)}</p>`;

/**
 * The premium due-diligence sections (format `pdf-premium`), as the PDF has them: what changed,
 * every dataset block with the source and date of each field, ownership and the owner's other
 * buildings, the legal and distress timeline, the preset and the sensitivity table. The
 * comparables are the deal body's own table. Empty until the build job has stored them.
 */
export function premiumHtml(data: DealReportData, premium: PremiumReportSection): string {
  const parts: string[] = [];
  const changes = premium.changes;
  parts.push(
    !changes
      ? `<section><h2>${escapeHtml(PREMIUM_HEADINGS.changes)}</h2>${paragraph(PREMIUM_FIRST_REPORT)}</section>`
      : changes.changes.length === 0
        ? `<section><h2>${escapeHtml(PREMIUM_HEADINGS.changes)}</h2>${paragraph(premiumChangesLine(changes))}</section>`
        : table(PREMIUM_HEADINGS.changes, ['What', 'Before', 'Now'], changes.changes.map((c) => [c.what, c.before, c.after]), premiumChangesLine(changes)),
  );
  parts.push(`<h2>${escapeHtml(PREMIUM_HEADINGS.blocks)}</h2>${paragraph(PREMIUM_BLOCKS_NOTE, 'note')}`);
  for (const block of premium.blocks) {
    const caption = `${block.title}: ${PREMIUM_STATE_WORDS[block.state]}`;
    parts.push(
      block.fields.length
        ? table(caption, ['Field', 'Value', 'Source and date'], block.fields.map((f) => [f.label, f.value, f.source]), undefined, 'h3')
        : `<section><h3>${escapeHtml(caption)}</h3>${paragraph(block.note, 'note')}</section>`,
    );
  }
  const own = premium.ownership;
  parts.push(table(`${PREMIUM_HEADINGS.ownership}: ${PREMIUM_STATE_WORDS[own.state]}`, ['Name', 'Role', 'Source', 'As of'], own.owners.map((o) => [o.name, o.role, o.source, o.asOf ?? 'not stated'])) || `<h2>${escapeHtml(`${PREMIUM_HEADINGS.ownership}: ${PREMIUM_STATE_WORDS[own.state]}`)}</h2>`);
  parts.push(`<h3>${escapeHtml(PREMIUM_HEADINGS.otherBuildings)}</h3>${own.sources.map((line) => paragraph(line, 'note')).join('')}`);
  parts.push(
    own.otherBuildings.length
      ? table(PREMIUM_HEADINGS.otherBuildings, ['BBL', 'Address', 'Borough', 'Named as', 'Source, as of'], own.otherBuildings.map((b) => [b.bbl, b.address ?? 'not stated', b.borough, b.matched, `${b.source}${b.asOf ? `, ${b.asOf}` : ''}`]), undefined, 'h3')
      : paragraph(premiumNoOtherBuildings(own.searched)),
  );
  parts.push(table(PREMIUM_HEADINGS.timeline, ['Matter', 'State', 'What was found, or checked (as of), or not checked'], premium.timelineStatements.map((st) => [st.label, PREMIUM_STATE_WORDS[st.state], st.sentence])));
  parts.push(premium.timeline.length ? table(PREMIUM_HEADINGS.events, ['Date', 'Event', 'Source'], premium.timeline.map((e) => [e.date ?? 'undated', e.what, e.source]), undefined, 'h3') : paragraph(PREMIUM_NO_EVENT, 'note'));
  parts.push(`<h2>${escapeHtml(PREMIUM_HEADINGS.deal)}</h2>${paragraph(premiumPresetLine(data, premium))}`);
  const s = premium.sensitivity;
  if (s) {
    const fmt = (value: number, unit: 'usd' | 'percent') => (unit === 'usd' ? formatCurrency(value, { decimals: 0 }) : formatPercent(value, 2));
    const cell = (value: number | null) => (value === null ? 'not defined' : s.unit === 'usd' ? dollarsAndCents(value) : formatPercent(value, 2));
    parts.push(table(premiumSensitivityCaption(s), [s.rowInput, ...s.columns.map((c) => fmt(c, s.columnUnit))], s.rows.map((r, i) => [fmt(r, s.rowUnit), ...(s.cells[i] ?? []).map(cell)]), PREMIUM_SENSITIVITY_NOTE, 'h3'));
  }
  return `<section class="premium">${parts.join('\n')}</section>`;
}

function dealBody(data: DealReportData): string {
  const p = data.property;
  const parts: string[] = [];
  const address = p === null ? STANDALONE_ANALYSIS : [p.address, p.city, p.state, p.zip].filter(Boolean).join(', ');
  parts.push(`<p class="lead">${escapeHtml(address)}${p?.bbl ? ` · BBL ${escapeHtml(p.bbl)}` : ''} · ${escapeHtml(data.strategy.name)}</p>`);
  if (p?.photoUrl && /^https:\/\//i.test(p.photoUrl)) parts.push(`<img class="photo" src="${escapeHtml(p.photoUrl)}" alt="Photo of ${escapeHtml(p.address)}">`);
  if (data.publicRecord && data.publicRecord.facts.length > 0) {
    parts.push(
      table(
        'Public record',
        ['Fact', 'Value', 'Source'],
        data.publicRecord.facts.map((f) => [f.label, f.value, f.provenance ?? PROPERTY_RECORD_SOURCE]),
      ),
    );
  }
  if (data.premium) parts.push(premiumHtml(data, data.premium));
  parts.push(strategyLayoutHtml(data));
  parts.push(figureTable('Inputs', data.strategy.inputs), figureTable('Results', data.strategy.results));
  if (data.closingCosts) {
    parts.push(
      table(
        `NYC closing costs (${data.closingCosts.side})`,
        ['Line', 'Amount', 'Basis'],
        [...data.closingCosts.lines.map((l) => [l.estimate ? `${l.name} (estimate)` : l.name, money(l.amount), l.basis]), ['Total', money(data.closingCosts.total), '']],
      ),
    );
  }
  if (data.proForma) {
    parts.push(
      table(
        'Pro forma',
        ['Year', 'Gross rent', 'Vacancy', 'Operating expenses', 'NOI', 'Debt service', 'Cash flow', 'Value', 'Equity'],
        data.proForma.rows.map((r) => [String(r.year), money(r.grossRent), money(r.vacancyLoss), money(r.operatingExpenses), money(r.noi), money(r.debtService), money(r.cashFlow), money(r.propertyValue), money(r.equity)]),
        [...proFormaReturnFigures(data.proForma.returns), ...data.proForma.assumptions].map((a) => `${a.label}: ${figureText(a)}`).join(' · '),
      ),
    );
  }
  if (data.amortization) {
    const a = data.amortization;
    parts.push(
      table(
        `Amortization: ${money(a.loanAmount)} at ${a.annualRatePercent} % over ${a.termMonths} months, ${money(a.monthlyPayment)} a month`,
        ['After year', 'Balance', 'Interest paid', 'Principal paid'],
        a.balanceByYear.map((y) => [String(y.year), money(y.balance), money(y.interestPaid), money(y.principalPaid)]),
        `Total interest ${money(a.totalInterest)}; total paid ${money(a.totalPaid)}.`,
      ),
    );
  }
  if (data.comparables) {
    parts.push(
      table(
        'Comparable sales',
        ['Address', 'Sale date', 'Price', 'Price / sq ft', 'Distance (mi)'],
        data.comparables.rows.map((c) => [c.address, c.saleDate, money(c.salePrice), money(c.pricePerSqFt), c.distance === null ? '—' : String(c.distance)]),
        `${data.comparables.criteria} Source: ${data.comparables.provenance}`,
      ),
    );
  }
  if (data.legalCheck) {
    parts.push(table('Legal matters: found, checked, not checked', ['Matter', 'State'], data.legalCheck.matters.map((m) => [m.label, m.sentence]), data.legalCheck.headline));
  }
  if (data.legalFlags.length > 0) parts.push(table('Legal matters on record', ['Matter', 'Status', 'Source'], data.legalFlags.map((f) => [f.label, f.status, f.source ?? PROPERTY_RECORD_SOURCE])));
  if (data.aiSummary) parts.push(`<section><h2>${isBuiltInSummary(data.aiSummary.model, data.aiSummary.provider) ? 'Built-in template summary' : 'AI summary'}</h2><p class="summary">${escapeHtml(data.aiSummary.text)}</p><p class="note">${escapeHtml(summaryAuthorLabel(data.aiSummary.model, data.aiSummary.provider))}, ${escapeHtml(data.aiSummary.createdAt)}.</p></section>`);
  parts.push(figureTable('Assumptions', data.assumptions));
  return parts.join('\n');
}

function teamBody(data: TeamReportData): string {
  return table(
    'Portfolio',
    ['Address', 'Strategy', 'Price', 'Rent / month', 'NOI', 'Cash flow / month', 'Cap rate', 'Cash-on-cash'],
    data.rows.map((r) => [
      r.address,
      r.strategyType ?? '—',
      money(r.purchasePrice),
      money(r.monthlyRent),
      money(r.annualNOI),
      money(r.monthlyNetCashFlow),
      r.capRate === null ? '—' : `${r.capRate} %`,
      r.cashOnCash === null ? '—' : `${r.cashOnCash} %`,
    ]),
  );
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;color:#1a202c;max-width:60rem;margin:0 auto;padding:1.5rem}
h1{font-size:1.6rem;margin:0 0 .25rem}h2{font-size:1.15rem;margin:1.75rem 0 .5rem;border-bottom:1px solid #cbd5e0}h3{font-size:1rem;margin:1rem 0 .25rem}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.3rem .5rem;border-bottom:1px solid #edf2f7;vertical-align:top}
th[scope=row]{font-weight:500;width:55%}.lead{color:#4a5568}.note{color:#4a5568;font-size:.9rem}.photo{max-width:100%;max-height:20rem}
footer{margin-top:2rem;font-size:.85rem;color:#4a5568;border-top:1px solid #cbd5e0;padding-top:.75rem}footer dt{font-weight:600}footer dd{margin:0 0 .25rem;word-break:break-all}
.download{display:inline-block;margin:.75rem 0;padding:.5rem 1rem;background:#1f3a5f;color:#fff;border-radius:4px;text-decoration:none}`;

/** The page's Content Security Policy: its inline style, and https images (the property photo). */
export const SHARE_VIEW_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src https:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The shared report as a full HTML page. `fileHref` is the download link (relative), `fileLabel` what it downloads. */
export function renderShareView(data: ReportData, options: { fileHref: string | null; fileLabel: string; expiresAt: string }): string {
  const body = data.kind === 'deal' ? dealBody(data) : teamBody(data);
  const stamp = stampLines(data.stamp, { withEmail: false })
    .map((line) => `<dt>${escapeHtml(line.label)}</dt><dd>${escapeHtml(line.value)}</dd>`)
    .join('');
  const download = options.fileHref ? `<a class="download" href="${escapeHtml(options.fileHref)}">${escapeHtml(options.fileLabel)}</a>` : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex,nofollow"><title>${escapeHtml(data.title)}</title><style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(data.title)}</h1><p class="note">Shared by ${escapeHtml(data.organization.name)} · read-only · this link works until ${escapeHtml(options.expiresAt.slice(0, 10))}</p>
${download}
${body}
</main><footer><p>Reproducibility stamp</p><dl>${stamp}</dl></footer></body></html>`;
}

/** The page a link that does not open (unknown, expired, revoked) answers, with status 404. */
export function renderShareNotFound(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Link not found</title><style>${STYLE}</style></head><body><main><h1>This link does not open a report</h1><p>It may have expired or been revoked. Ask the person who shared it for a new link.</p></main></body></html>`;
}
