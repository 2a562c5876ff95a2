import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '../../components/Button';
import { ErrorState } from '../../components/ErrorState';
import { Field } from '../../components/Field';
import { Input } from '../../components/Input';
import { Skeleton } from '../../components/Skeleton';
import * as styles from './BrandingForm.css';

/** Every string the branding form shows. */
export const BRANDING_FORM_TEXT = {
  title: 'Report branding',
  description: 'Branded PDF reports carry the organization’s logo, colours and contact line.',
  readOnly: 'Only owners and admins can change the branding.',
  loading: 'Loading branding',
  errorTitle: 'Could not load the branding',
  primary: 'Primary colour',
  accent: 'Accent colour',
  colourHint: (fallback: string) => `Default ${fallback} when not set.`,
  useDefault: 'Use default',
  contact: 'Contact line',
  contactHint: (max: number) => `One line printed under every page, e.g. name · phone · email (at most ${max} characters).`,
  contactTooLong: (max: number) => `The contact line must be at most ${max} characters.`,
  save: 'Save branding',
  saving: 'Saving…',
  logo: 'Logo',
  logoHint: (types: string, kb: number) => `${types}, at most ${kb} KB.`,
  logoPreview: (name: string) => `Logo of ${name}`,
  noLogo: 'No logo uploaded.',
  logoType: (types: string) => `The logo must be a ${types} image.`,
  logoSize: (kb: number, actualKb: number) => `The logo must be at most ${kb} KB; this file is ${actualKb} KB.`,
  uploading: 'Uploading…',
  removeLogo: 'Remove logo',
  sanitized: 'Parts of this SVG that could run code or load other files were removed.',
} as const;

/** The logo kinds a person is told about, by media type. */
const LOGO_TYPE_NAMES: Readonly<Record<string, string>> = { 'image/png': 'PNG', 'image/jpeg': 'JPEG', 'image/svg+xml': 'SVG' };

export interface BrandingView {
  readonly organizationName: string;
  readonly primaryColor: string | null;
  readonly accentColor: string | null;
  readonly contactLine: string | null;
  /** The colours a report uses when none are chosen. */
  readonly defaultColors: { readonly primaryColor: string; readonly accentColor: string };
  readonly logo: { readonly fileName: string | null; readonly sanitized: boolean } | null;
  /** Owners and admins. */
  readonly canEdit: boolean;
}

export interface BrandingChanges {
  readonly primaryColor: string | null;
  readonly accentColor: string | null;
  readonly contactLine: string | null;
}

/** Field errors as the server named them (400 `fields`), shown at each field. */
export type BrandingFieldErrors = Partial<Record<keyof BrandingChanges | 'logo', string>>;

export interface BrandingFormProps {
  branding: BrandingView | null;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** The stored (or just chosen) logo as an image source (a `data:` URL); null when none. */
  logoSrc?: string | null;
  /** The contract's limits: accepted media types, largest file and longest contact line. */
  limits: { readonly logoMaxBytes: number; readonly logoMediaTypes: readonly string[]; readonly contactLineMaxLength: number };
  onSave: (changes: BrandingChanges) => void;
  saving?: boolean;
  /** A logo file that passed the type and size checks. */
  onUploadLogo: (file: File) => void;
  uploadingLogo?: boolean;
  onRemoveLogo?: () => void;
  removingLogo?: boolean;
  fieldErrors?: BrandingFieldErrors;
}

/**
 * The organization's report branding: two colours (each may fall back to the default), a
 * contact line and a logo with its preview. The logo's type and size are checked when it is
 * chosen and refused at the field; the server checks the bytes again. Members who are not
 * owners or admins see it read-only.
 */
export function BrandingForm({
  branding,
  loading = false,
  error = null,
  onRetry,
  logoSrc = null,
  limits,
  onSave,
  saving = false,
  onUploadLogo,
  uploadingLogo = false,
  onRemoveLogo,
  removingLogo = false,
  fieldErrors = {},
}: BrandingFormProps) {
  let body;
  if (loading) body = <Skeleton lines={3} label={BRANDING_FORM_TEXT.loading} />;
  else if (error || !branding) body = <ErrorState title={BRANDING_FORM_TEXT.errorTitle} message={error ?? ''} onRetry={onRetry} headingLevel={3} />;
  else
    body = (
      <BrandingFields
        key={`${branding.primaryColor}-${branding.accentColor}-${branding.contactLine}`}
        branding={branding}
        logoSrc={logoSrc}
        limits={limits}
        onSave={onSave}
        saving={saving}
        onUploadLogo={onUploadLogo}
        uploadingLogo={uploadingLogo}
        onRemoveLogo={onRemoveLogo}
        removingLogo={removingLogo}
        fieldErrors={fieldErrors}
      />
    );
  return (
    <section className={styles.panel} aria-labelledby="branding-form-title">
      <div>
        <h2 id="branding-form-title" className={styles.title}>
          {BRANDING_FORM_TEXT.title}
        </h2>
        <p className={styles.muted}>{BRANDING_FORM_TEXT.description}</p>
      </div>
      {body}
    </section>
  );
}

type FieldsProps = Required<Omit<BrandingFormProps, 'loading' | 'error' | 'onRetry' | 'branding' | 'onRemoveLogo'>> &
  Pick<BrandingFormProps, 'onRemoveLogo'> & { branding: BrandingView };

function BrandingFields({ branding, logoSrc, limits, onSave, saving, onUploadLogo, uploadingLogo, onRemoveLogo, removingLogo, fieldErrors }: FieldsProps) {
  const [primary, setPrimary] = useState<string | null>(branding.primaryColor);
  const [accent, setAccent] = useState<string | null>(branding.accentColor);
  const [contact, setContact] = useState(branding.contactLine ?? '');
  const [contactError, setContactError] = useState<string | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const typeNames = limits.logoMediaTypes.map((type) => LOGO_TYPE_NAMES[type] ?? type).join(', ');
  const maxKb = Math.round(limits.logoMaxBytes / 1024);
  const readOnly = !branding.canEdit;

  const chooseLogo = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!limits.logoMediaTypes.includes(file.type)) {
      setLogoError(BRANDING_FORM_TEXT.logoType(typeNames.replace(/, ([^,]*)$/, ' or $1')));
      return;
    }
    if (file.size > limits.logoMaxBytes) {
      setLogoError(BRANDING_FORM_TEXT.logoSize(maxKb, Math.ceil(file.size / 1024)));
      return;
    }
    setLogoError(null);
    onUploadLogo(file);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const line = contact.trim();
    if (line.length > limits.contactLineMaxLength) {
      setContactError(BRANDING_FORM_TEXT.contactTooLong(limits.contactLineMaxLength));
      return;
    }
    setContactError(null);
    onSave({ primaryColor: primary, accentColor: accent, contactLine: line === '' ? null : line });
  };

  const colourField = (label: string, value: string | null, fallback: string, set: (next: string | null) => void, serverError?: string) => (
    <Field label={label} hint={BRANDING_FORM_TEXT.colourHint(fallback)} error={serverError}>
      <Input type="color" className={styles.colour} value={value ?? fallback} disabled={readOnly} onChange={(event) => set(event.target.value.toLowerCase())} />
    </Field>
  );

  return (
    <div className={styles.layout}>
      {readOnly ? <p className={styles.muted}>{BRANDING_FORM_TEXT.readOnly}</p> : null}
      <div className={styles.logoBlock}>
        <div className={styles.logoFrame}>
          {logoSrc ? (
            <img className={styles.logoImage} src={logoSrc} alt={BRANDING_FORM_TEXT.logoPreview(branding.organizationName)} />
          ) : (
            <span className={styles.muted}>{BRANDING_FORM_TEXT.noLogo}</span>
          )}
        </div>
        <Field label={BRANDING_FORM_TEXT.logo} hint={BRANDING_FORM_TEXT.logoHint(typeNames, maxKb)} error={logoError ?? fieldErrors.logo}>
          <Input ref={fileInput} type="file" accept={limits.logoMediaTypes.join(',')} disabled={readOnly || uploadingLogo} onChange={chooseLogo} />
        </Field>
        {uploadingLogo ? (
          <p className={styles.muted} role="status">
            {BRANDING_FORM_TEXT.uploading}
          </p>
        ) : null}
        {branding.logo?.sanitized ? <p className={styles.muted}>{BRANDING_FORM_TEXT.sanitized}</p> : null}
        {branding.logo && !readOnly && onRemoveLogo ? (
          <Button variant="ghost" size="sm" loading={removingLogo} onClick={onRemoveLogo}>
            {BRANDING_FORM_TEXT.removeLogo}
          </Button>
        ) : null}
      </div>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.colours}>
          <div className={styles.colourRow}>
            {colourField(BRANDING_FORM_TEXT.primary, primary, branding.defaultColors.primaryColor, setPrimary, fieldErrors.primaryColor)}
            {!readOnly && primary ? (
              <Button variant="ghost" size="sm" onClick={() => setPrimary(null)} aria-label={`${BRANDING_FORM_TEXT.useDefault}: ${BRANDING_FORM_TEXT.primary}`}>
                {BRANDING_FORM_TEXT.useDefault}
              </Button>
            ) : null}
          </div>
          <div className={styles.colourRow}>
            {colourField(BRANDING_FORM_TEXT.accent, accent, branding.defaultColors.accentColor, setAccent, fieldErrors.accentColor)}
            {!readOnly && accent ? (
              <Button variant="ghost" size="sm" onClick={() => setAccent(null)} aria-label={`${BRANDING_FORM_TEXT.useDefault}: ${BRANDING_FORM_TEXT.accent}`}>
                {BRANDING_FORM_TEXT.useDefault}
              </Button>
            ) : null}
          </div>
        </div>
        <Field label={BRANDING_FORM_TEXT.contact} hint={BRANDING_FORM_TEXT.contactHint(limits.contactLineMaxLength)} error={contactError ?? fieldErrors.contactLine}>
          <Input value={contact} disabled={readOnly} onChange={(event) => setContact(event.target.value)} />
        </Field>
        {readOnly ? null : (
          <div>
            <Button type="submit" loading={saving} loadingText={BRANDING_FORM_TEXT.saving}>
              {BRANDING_FORM_TEXT.save}
            </Button>
          </div>
        )}
      </form>
    </div>
  );
}
