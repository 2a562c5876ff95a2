import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BrandingForm, type BrandingView } from '@rei/ui';

const branding: BrandingView = {
  organizationName: 'Zqx Holdings',
  primaryColor: '#0f766e',
  accentColor: null,
  contactLine: 'Zqx Holdings · 212-555-0100 · deals@zqx.example',
  defaultColors: { primaryColor: '#1f3a5f', accentColor: '#2f855a' },
  logo: { fileName: 'zqx.svg', sanitized: false },
  canEdit: true,
};

// A small SVG logo as a data URL, as the app hands the stored logo to the form.
const logoSrc = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"><rect width="120" height="40" rx="6" fill="#0f766e"/><text x="60" y="27" font-size="18" text-anchor="middle" fill="#fff" font-family="sans-serif">ZQX</text></svg>',
)}`;

const limits = { logoMaxBytes: 512 * 1024, logoMediaTypes: ['image/png', 'image/jpeg', 'image/svg+xml'], contactLineMaxLength: 160 };

const meta = {
  title: 'Screens/Reports/BrandingForm',
  component: BrandingForm,
  args: { branding, logoSrc, limits, onSave: fn(), onUploadLogo: fn(), onRemoveLogo: fn(), onRetry: fn() },
} satisfies Meta<typeof BrandingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Owner or admin: colours, contact line and logo can be changed. */
export const Owner: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Logo of Zqx Holdings' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Use default: Primary colour' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save branding' }));
    await expect(args.onSave).toHaveBeenCalledWith({ primaryColor: null, accentColor: null, contactLine: branding.contactLine });
  },
};

/** A logo of the wrong type or too big is refused at the field, before any upload. */
export const LogoErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Logo');
    await userEvent.upload(input, new File(['%PDF-1.7'], 'brochure.pdf', { type: 'application/pdf' }), { applyAccept: false });
    await expect(canvas.getByText('The logo must be a PNG, JPEG or SVG image.')).toBeInTheDocument();
    await userEvent.upload(input, new File([new Uint8Array(600 * 1024)], 'huge.png', { type: 'image/png' }));
    await expect(canvas.getByText('The logo must be at most 512 KB; this file is 600 KB.')).toBeInTheDocument();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onUploadLogo).not.toHaveBeenCalled();
    const good = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' });
    await userEvent.upload(input, good);
    await expect(args.onUploadLogo).toHaveBeenCalledWith(good);
  },
};

/** The server's 400 names a field: the message sits under that field. */
export const ServerFieldError: Story = {
  args: { fieldErrors: { contactLine: 'Contact line must be one line of text (no line breaks or tabs)' } },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Contact line');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/Contact line must be one line of text/);
  },
};

/** Analysts see the branding, read-only. */
export const ReadOnly: Story = {
  args: { branding: { ...branding, canEdit: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Only owners and admins can change the branding.')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Save branding' })).toBeNull();
    await expect(canvas.getByLabelText('Contact line')).toBeDisabled();
  },
};

export const NoLogo: Story = {
  args: { branding: { ...branding, logo: null }, logoSrc: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No logo uploaded.')).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { branding: null, loading: true } };

export const LoadError: Story = {
  args: { branding: null, error: '500: Internal Server Error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('500: Internal Server Error');
  },
};
