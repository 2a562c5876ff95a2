import { DEFAULT_BRANDING_COLORS } from '../../contract/branding';
import type { OrganizationBranding } from '../branding/organizationBranding';

/** The colours and type sizes one report is drawn with. */
export interface PdfTheme {
  readonly primary: string;
  readonly accent: string;
  /** The primary colour where it reads on white (headings, bars); the text colour when the primary is too light. */
  readonly ink: string;
  /** The accent colour where it reads on white (lines, rules); a mid grey when too light. */
  readonly accentInk: string;
  /** Light tints of the primary colour for table stripes and panels. */
  readonly tint: string;
  readonly faint: string;
  readonly text: string;
  readonly muted: string;
  readonly rule: string;
  readonly negative: string;
  /** Text on the primary colour: white or near-black, whichever reads. */
  readonly onPrimary: string;
}

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** The colour moved `share` (0–1) of the way to white. */
export function lighten(hex: string, share: number): string {
  const [r, g, b] = channels(hex);
  return toHex([r + (255 - r) * share, g + (255 - g) * share, b + (255 - b) * share]);
}

/** Relative luminance (WCAG) of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const HEX = /^#[0-9a-f]{6}$/i;

/** The theme of a report: the organization's colours when branded, REI's otherwise. */
export function pdfTheme(branding?: OrganizationBranding): PdfTheme {
  const primary = branding && HEX.test(branding.primaryColor) ? branding.primaryColor.toLowerCase() : DEFAULT_BRANDING_COLORS.primaryColor;
  const accent = branding && HEX.test(branding.accentColor) ? branding.accentColor.toLowerCase() : DEFAULT_BRANDING_COLORS.accentColor;
  // WCAG contrast against white: 3 is the floor for large text and graphics.
  const readsOnWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05) >= 3;
  return {
    primary,
    accent,
    ink: readsOnWhite(primary) ? primary : '#1a202c',
    accentInk: readsOnWhite(accent) ? accent : '#4a5568',
    tint: lighten(primary, 0.88),
    faint: lighten(primary, 0.95),
    text: '#1a202c',
    muted: '#4a5568',
    rule: '#cbd5e0',
    negative: '#c53030',
    onPrimary: luminance(primary) > 0.45 ? '#1a202c' : '#ffffff',
  };
}
