import { z } from 'zod';
import { timestampSchema } from './common';

/**
 * Organization branding: what a branded deal report (the operator plan's `pdf-branded`)
 * shows — the organization's name, its logo, two colours and a contact line. Set by the
 * organization's owners and admins on the organization page; read by every member.
 */

/** Limits a person is told about on the form and held to by the server. */
export const BRANDING_LIMITS = {
  /** Largest logo file accepted, in bytes (512 KB). */
  logoMaxBytes: 512 * 1024,
  /** Largest logo width or height in pixels (PNG and JPEG). */
  logoMaxPixels: 4096,
  /**
   * Most memory a PNG or JPEG logo may take once decoded: width × height × bytes per pixel, read
   * from the file's header before anything is decoded (16 MB: 2048×2048 RGBA, 4096×1024 RGBA).
   */
  logoMaxDecodedBytes: 16 * 1024 * 1024,
  /** A PNG or JPEG logo is stored re-encoded with its longest side at most this many pixels. */
  logoStoredMaxPixels: 512,
  /** Longest contact line, in characters. */
  contactLineMaxLength: 160,
  /** Longest file name kept with a logo. */
  logoFileNameMaxLength: 200,
} as const;

/** The kinds of logo file accepted; the server decides by the file's bytes, never by its name. */
export const LOGO_MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
export type LogoMediaType = (typeof LOGO_MEDIA_TYPES)[number];

/** The look of a report whose organization chose no colours. */
export const DEFAULT_BRANDING_COLORS = { primaryColor: '#1f3a5f', accentColor: '#2f855a' } as const;

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
// One line of printable text: no line breaks, tabs or other control characters.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** A colour written `#rrggbb` (stored lower-case); null or '' clears it back to the default. */
function colorField(label: string) {
  // One schema, not a union: a union's failure reports 'Invalid input' instead of the message below.
  const message = `${label} must be a colour written #rrggbb, e.g. #1f3a5f`;
  return z
    .string({ error: message })
    .trim()
    .refine((value) => value === '' || HEX_COLOR.test(value), message)
    .transform((value) => (value === '' ? null : value.toLowerCase()))
    .nullable()
    .optional();
}

/**
 * PUT /api/organizations/{id}/branding. Each field left out keeps its value; null (or an
 * empty string) clears it.
 */
export const updateBrandingBodySchema = z.strictObject(
  {
    primaryColor: colorField('Primary colour'),
    accentColor: colorField('Accent colour'),
    /** e.g. "Zqx Holdings · 212-555-0100 · deals@zqx.example" — printed under every page of a branded report. */
    contactLine: z
      .string({ error: 'Contact line must be text' })
      .trim()
      .max(BRANDING_LIMITS.contactLineMaxLength, `Contact line must be at most ${BRANDING_LIMITS.contactLineMaxLength} characters`)
      .refine((value) => !CONTROL_CHARACTER.test(value), 'Contact line must be one line of text (no line breaks or tabs)')
      .transform((value) => (value === '' ? null : value))
      .nullable()
      .optional(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : undefined) },
);
export type UpdateBrandingBody = z.input<typeof updateBrandingBodySchema>;

/**
 * The most characters of base64 a logo upload may carry: the byte limit, encoded, plus room
 * for a `data:` prefix. Bigger files are refused by size before they are decoded.
 */
export const LOGO_DATA_MAX_LENGTH = Math.ceil(BRANDING_LIMITS.logoMaxBytes / 3) * 4 + 100;

/**
 * PUT /api/organizations/{id}/branding/logo: the file's bytes in base64, or a `data:` URL
 * as `FileReader.readAsDataURL` gives it (its declared type is ignored: the bytes decide).
 */
export const uploadLogoBodySchema = z.strictObject({
  data: z
    .string({ error: (issue) => (issue.input === undefined ? 'The logo file is required' : 'The logo must be sent as base64 text') })
    .min(1, 'The logo file is required')
    .max(LOGO_DATA_MAX_LENGTH, `The logo must be at most ${BRANDING_LIMITS.logoMaxBytes / 1024} KB`),
  fileName: z
    .string({ error: 'File name must be text' })
    .trim()
    .max(BRANDING_LIMITS.logoFileNameMaxLength, `File name must be at most ${BRANDING_LIMITS.logoFileNameMaxLength} characters`)
    .optional(),
});
export type UploadLogoBody = z.input<typeof uploadLogoBodySchema>;

/** A stored logo as the API describes it (the bytes are at `url`). */
export const brandingLogoSchema = z.object({
  mediaType: z.enum(LOGO_MEDIA_TYPES),
  byteLength: z.number().int(),
  /** SHA-256 of the stored (for SVG: sanitised) bytes, hex; changes whenever the logo does. */
  sha256: z.string(),
  /** Pixels for PNG/JPEG; the SVG's own width/height or viewBox size, when it states one. */
  width: z.number().nullable(),
  height: z.number().nullable(),
  fileName: z.string().nullable(),
  updatedAt: timestampSchema,
  /** GET this (signed in, as a member) for the image itself. */
  url: z.string(),
  /** True when an uploaded SVG had something removed (scripts, event handlers, outside references…). */
  sanitized: z.boolean(),
});
export type BrandingLogo = z.infer<typeof brandingLogoSchema>;

/** GET/PUT /api/organizations/{id}/branding and the logo routes answer this. */
export const brandingSchema = z.object({
  organizationId: z.number(),
  organizationName: z.string(),
  /** As chosen (null = the default). */
  primaryColor: z.string().nullable(),
  accentColor: z.string().nullable(),
  contactLine: z.string().nullable(),
  /** The colours a report uses: the chosen ones, else `DEFAULT_BRANDING_COLORS`. */
  effectiveColors: z.object({ primaryColor: z.string(), accentColor: z.string() }),
  logo: brandingLogoSchema.nullable(),
  updatedAt: timestampSchema.nullable(),
  /** Whether the caller may change it (owners and admins). */
  canEdit: z.boolean(),
});
export type Branding = z.infer<typeof brandingSchema>;
