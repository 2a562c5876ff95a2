import type { LogoMediaType } from '../../contract/branding';

/**
 * What a branded deal report is drawn with: the organization's name, its colours (already
 * defaulted), its contact line and its logo (already checked and sanitised). Built by
 * `loadOrganizationBranding` in services/branding.ts; passed to `renderDealReportPdf`.
 */
export interface OrganizationBranding {
  readonly organizationName: string;
  /** `#rrggbb`: headings, table heads, the chart's bars. */
  readonly primaryColor: string;
  /** `#rrggbb`: rules, highlights, the chart's line. */
  readonly accentColor: string;
  /** One line printed under the organization's name on every page; null for none. */
  readonly contactLine: string | null;
  readonly logo: BrandingLogoImage | null;
}

/** A stored logo's bytes: PNG or JPEG as uploaded, or sanitised SVG text. */
export interface BrandingLogoImage {
  readonly mediaType: LogoMediaType;
  readonly bytes: Buffer;
  readonly sha256: string;
  readonly width: number | null;
  readonly height: number | null;
}
