/**
 * Raw design tokens: the only place in @rei/ui that holds hex colours and pixel values.
 * `contract.css.ts` turns their shape into CSS variables; `light.css.ts` fills them in.
 *
 * The look: a dense, legible investment tool. Cool neutral surfaces, one deep-blue accent,
 * tabular figures for every number, and status/role/risk colours as soft background +
 * dark text pairs that each pass WCAG AA (4.5 : 1) — see `textColourPairs` and its test.
 */

/** Light theme colours. Each `*Soft` background is read with the matching `*Text` colour. */
export const lightColours = {
  /** App canvas behind cards and the sidebar. */
  canvas: '#f5f6f8',
  /** Cards, tables, dialogs, inputs. */
  surface: '#ffffff',
  /** Table headers, zebra rows, secondary buttons, skeletons. */
  surfaceMuted: '#eef1f5',
  /** Hovered row or item. */
  surfaceHover: '#e6eaf0',
  /** The dark "terminal" panel (enrichment log) and tooltips. */
  surfaceInverse: '#111827',
  text: '#111827',
  /** Secondary text: labels, hints, axis ticks. */
  textMuted: '#4b5563',
  textInverse: '#f9fafb',
  /** Text on the accent / danger / success solid fills. */
  textOnAccent: '#ffffff',
  border: '#d5dae1',
  /** Form-control borders: 3 : 1 against the surface as WCAG 1.4.11 asks. */
  borderStrong: '#6b7280',
  accent: '#1d4ed8',
  accentHover: '#1e40af',
  accentSoft: '#e8efff',
  accentText: '#1e3a8a',
  focusRing: '#2563eb',
  success: '#15803d',
  successHover: '#166534',
  successSoft: '#dcfce7',
  successText: '#14532d',
  warning: '#b45309',
  warningSoft: '#fef3c7',
  warningText: '#78350f',
  danger: '#b91c1c',
  dangerHover: '#991b1b',
  dangerSoft: '#fee2e2',
  dangerText: '#7f1d1d',
  /** Organization role badges: owner purple, admin blue, analyst green, any other role gray (spec 1). */
  roleOwnerSoft: '#f3e8ff',
  roleOwnerText: '#6b21a8',
  roleAdminSoft: '#dbeafe',
  roleAdminText: '#1e40af',
  roleAnalystSoft: '#dcfce7',
  roleAnalystText: '#166534',
  roleOtherSoft: '#eef1f5',
  roleOtherText: '#374151',
  /** Risk levels: Low green, Medium yellow, High red. */
  riskLowSoft: '#dcfce7',
  riskLowText: '#166534',
  riskMediumSoft: '#fef9c3',
  riskMediumText: '#854d0e',
  riskHighSoft: '#fee2e2',
  riskHighText: '#991b1b',
  /** Chart marks: each at least 3 : 1 against the surface (non-text contrast). */
  chartPositive: '#15803d',
  chartNegative: '#b91c1c',
  chartPrincipal: '#1d4ed8',
  chartInterest: '#c2410c',
  chartEquity: '#7c3aed',
  chartHigh: '#15803d',
  chartMedian: '#1d4ed8',
  chartLow: '#b91c1c',
  chartGrid: '#e5e7eb',
  chartTrack: '#e5e7eb',
  /** Dims the page behind dialogs and the drawer. */
  overlay: 'rgba(17, 24, 39, 0.55)',
} as const;

export type ColourToken = keyof typeof lightColours;

/**
 * Every text colour and the background it is read on. The contrast test computes the WCAG
 * ratio of each pair and fails under 4.5 : 1 (3 : 1 for `kind: 'graphic'`).
 */
export const textColourPairs: ReadonlyArray<{ text: ColourToken; on: ColourToken; kind?: 'graphic' }> = [
  { text: 'text', on: 'surface' },
  { text: 'text', on: 'canvas' },
  { text: 'text', on: 'surfaceMuted' },
  { text: 'text', on: 'surfaceHover' },
  { text: 'textMuted', on: 'surface' },
  { text: 'textMuted', on: 'canvas' },
  { text: 'textMuted', on: 'surfaceMuted' },
  { text: 'textMuted', on: 'surfaceHover' },
  { text: 'textInverse', on: 'surfaceInverse' },
  { text: 'textOnAccent', on: 'accent' },
  { text: 'textOnAccent', on: 'accentHover' },
  { text: 'textOnAccent', on: 'success' },
  { text: 'textOnAccent', on: 'successHover' },
  { text: 'textOnAccent', on: 'danger' },
  { text: 'textOnAccent', on: 'dangerHover' },
  { text: 'textOnAccent', on: 'warning' },
  { text: 'accent', on: 'surface' },
  { text: 'accent', on: 'canvas' },
  { text: 'accent', on: 'surfaceMuted' },
  { text: 'accentText', on: 'accentSoft' },
  { text: 'success', on: 'surface' },
  { text: 'successText', on: 'successSoft' },
  { text: 'warning', on: 'surface' },
  { text: 'warningText', on: 'warningSoft' },
  { text: 'danger', on: 'surface' },
  { text: 'dangerText', on: 'dangerSoft' },
  { text: 'roleOwnerText', on: 'roleOwnerSoft' },
  { text: 'roleAdminText', on: 'roleAdminSoft' },
  { text: 'roleAnalystText', on: 'roleAnalystSoft' },
  { text: 'roleOtherText', on: 'roleOtherSoft' },
  { text: 'riskLowText', on: 'riskLowSoft' },
  { text: 'riskMediumText', on: 'riskMediumSoft' },
  { text: 'riskHighText', on: 'riskHighSoft' },
  { text: 'borderStrong', on: 'surface', kind: 'graphic' },
  { text: 'focusRing', on: 'surface', kind: 'graphic' },
  { text: 'chartPositive', on: 'surface', kind: 'graphic' },
  { text: 'chartNegative', on: 'surface', kind: 'graphic' },
  { text: 'chartPrincipal', on: 'surface', kind: 'graphic' },
  { text: 'chartInterest', on: 'surface', kind: 'graphic' },
  { text: 'chartEquity', on: 'surface', kind: 'graphic' },
];

/** Spacing scale (4 px grid, with a 2 px step for dense tables). */
export const space = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
  xxxl: '48px',
} as const;
export type SpaceToken = keyof typeof space;

export const radii = {
  none: '0',
  sm: '4px',
  md: '6px',
  lg: '10px',
  full: '9999px',
} as const;

export const borderWidths = {
  thin: '1px',
  thick: '2px',
} as const;

export const fontFamilies = {
  body: '"Inter", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  mono: 'ui-monospace, "SFMono-Regular", "JetBrains Mono", Menlo, Consolas, monospace',
} as const;

/** Type scale: 14 px body keeps tables dense; numbers in stat tiles go up to 28 px. */
export const fontSizes = {
  xs: '12px',
  sm: '13px',
  md: '14px',
  lg: '16px',
  xl: '18px',
  xxl: '22px',
  xxxl: '28px',
} as const;

export const fontWeights = {
  regular: '400',
  medium: '500',
  semibold: '600',
  bold: '700',
} as const;

export const lineHeights = {
  tight: '1.2',
  normal: '1.45',
} as const;

export const shadows = {
  sm: '0 1px 2px rgba(17, 24, 39, 0.06)',
  md: '0 2px 6px rgba(17, 24, 39, 0.08), 0 1px 2px rgba(17, 24, 39, 0.06)',
  lg: '0 12px 32px rgba(17, 24, 39, 0.18), 0 2px 6px rgba(17, 24, 39, 0.08)',
  /** Visible keyboard focus: a 2 px ring in the focus colour with a 2 px surface gap. */
  focus: '0 0 0 2px #ffffff, 0 0 0 4px #2563eb',
} as const;

/** Stacking order, lowest first. Toasts and tooltips sit above dialogs. */
export const zIndices = {
  base: '0',
  sticky: '10',
  header: '20',
  overlay: '40',
  drawer: '50',
  modal: '60',
  popover: '70',
  toast: '80',
  tooltip: '90',
} as const;

/** Fixed component sizes. */
export const sizes = {
  /** Width of the mobile navigation drawer and the Legal Status Details drawer: 280 px (spec 1 §9). */
  drawerWidth: '280px',
  sidebarWidth: '240px',
  dialogWidth: '520px',
  dialogWidthWide: '720px',
  toastWidth: '360px',
  tooltipMaxWidth: '280px',
  contentMaxWidth: '1280px',
  /** Measure of a page of running text (privacy, terms): about 75 characters a line. */
  readableWidth: '680px',
  controlHeightSm: '28px',
  controlHeightMd: '36px',
  controlHeightLg: '44px',
  iconSm: '14px',
  iconMd: '16px',
  iconLg: '20px',
  switchWidth: '36px',
  switchHeight: '20px',
  switchThumb: '16px',
  sliderTrack: '4px',
  sliderThumb: '18px',
  progressHeight: '8px',
  meterHeight: '8px',
  chartHeight: '240px',
  gaugeSize: '200px',
} as const;

/** Viewport breakpoints (min-width) for media queries; CSS variables cannot be used there. */
export const breakpoints = {
  tablet: 768,
  desktop: 1024,
  wide: 1440,
} as const;

/** Media queries built from `breakpoints`, for `@media` blocks in `.css.ts` files. */
export const mediaQueries = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

/** Animation durations. */
export const durations = {
  fast: '120ms',
  normal: '200ms',
} as const;

/**
 * Chart geometry in SVG user units (the charts scale to their container through `viewBox`).
 * `plot*` are the margins around the plotting area that leave room for axis labels.
 */
export const chartGeometry = {
  width: 640,
  height: 260,
  plotTop: 16,
  plotRight: 16,
  plotBottom: 32,
  plotLeft: 64,
  barGap: 0.25,
  gaugeWidth: 200,
  gaugeHeight: 120,
  gaugeStroke: 18,
  lineWidth: 2.5,
  pointRadius: 3.5,
  /** Height of one scenario row in the forecast chart. */
  rowHeight: 44,
  /** Distance from the plot's bottom edge to the baseline of x-axis labels. */
  axisLabelOffset: 18,
  /** Gap between the plot and y-axis labels, and between a bar and its value label. */
  labelGap: 8,
  /** Room on the right of horizontal bars for their value labels. */
  valueLabelRoom: 80,
} as const;
