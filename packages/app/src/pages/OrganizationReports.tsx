/**
 * The organization page's report sections: the Reports list (stamps, downloads, share links)
 * and the report branding form for owners and admins. Data from data/reports.ts.
 */
import { useState } from 'react';
import {
  BrandingForm,
  ReportsList,
  useToast,
  type BrandingFieldErrors,
  type ReportListItem,
  type ShareLinkView,
} from '@rei/ui';
import {
  BRANDING_LIMITS,
  LOGO_MEDIA_TYPES,
  SHARE_LINK_DEFAULT_DAYS,
  SHARE_LINK_MAX_DAYS,
  type ReportResponse,
  type ShareLinkResponse,
} from '@rei/server/contract';
import { fieldErrorsOf, serverMessage } from '../api/RequestError';
import { useOrganization } from '../auth/OrganizationProvider';
import {
  downloadReportFile,
  useBranding,
  useCreateShareLink,
  useLogoPreview,
  useRemoveLogo,
  useReports,
  useRevokeShareLink,
  useShareLinksOf,
  useUpdateBranding,
  useUploadLogo,
} from '../data/reports';

const LIMITS = {
  logoMaxBytes: BRANDING_LIMITS.logoMaxBytes,
  logoMediaTypes: LOGO_MEDIA_TYPES,
  contactLineMaxLength: BRANDING_LIMITS.contactLineMaxLength,
} as const;

/** A link the server just made: the full token is known only now (the server keeps a hash). */
interface CreatedLink {
  readonly token: string;
  readonly url: string;
}

/** The absolute address of a share link the server may answer as a path. */
function absoluteUrl(url: string): string {
  try {
    return new URL(url, window.location.origin).toString();
  } catch {
    return url;
  }
}

function shareLinkView(link: ShareLinkResponse, created: readonly CreatedLink[]): ShareLinkView {
  const known = created.find((entry) => entry.token.startsWith(link.tokenPrefix));
  return {
    id: link.id,
    url: known ? absoluteUrl(known.url) : null,
    tokenPrefix: link.tokenPrefix,
    createdAt: link.createdAt,
    expiresAt: link.expiresAt,
    status: link.status,
    views: link.views,
    revocable: link.status === 'active',
  };
}

function reportItem(report: ReportResponse, links: ShareLinkResponse[] | undefined, created: readonly CreatedLink[]): ReportListItem {
  return {
    id: report.id,
    format: report.format,
    fileName: report.fileName,
    title: report.title,
    createdAt: report.createdAt,
    createdBy: report.stamp.createdBy.name ?? report.stamp.createdBy.email,
    status: report.state,
    error: report.error,
    stamp: {
      engineVersion: report.stamp.engineVersion,
      inputHash: report.stamp.inputsSha256,
      datasets: report.stamp.datasets.map((dataset) => ({ name: dataset.title, asOf: dataset.asOf })),
    },
    shareLinks: links?.map((link) => shareLinkView(link, created)),
  };
}

/** The Reports list of the selected organization. */
export function OrganizationReportsSection() {
  const { toast } = useToast();
  const organizationId = useOrganization().current?.organizationId;
  const reports = useReports(organizationId);
  const list = reports.data ?? [];
  const links = useShareLinksOf(organizationId, list.map((report) => report.id));
  const createLink = useCreateShareLink();
  const revokeLink = useRevokeShareLink();
  const [created, setCreated] = useState<CreatedLink[]>([]);
  const items = list.map((report, index) => reportItem(report, links[index]?.data, created));

  return (
    <ReportsList
      reports={items}
      loading={reports.isLoading}
      error={reports.isError ? (serverMessage(reports.error) ?? 'Could not load the reports.') : null}
      onRetry={() => void reports.refetch()}
      shareDays={{ default: SHARE_LINK_DEFAULT_DAYS, max: SHARE_LINK_MAX_DAYS }}
      onDownload={(item) => {
        downloadReportFile({ id: Number(item.id), fileName: item.fileName }).catch((error: unknown) =>
          toast({ title: 'Download failed', description: serverMessage(error) ?? 'Something went wrong.', tone: 'destructive' }),
        );
      }}
      creatingShareFor={createLink.isPending ? (createLink.variables?.reportId ?? null) : null}
      onCreateShareLink={(reportId, expiresInDays) =>
        createLink.mutate(
          { reportId: Number(reportId), expiresInDays },
          {
            onSuccess: (link) => {
              setCreated((previous) => [...previous, { token: link.token, url: link.url }]);
              void navigator.clipboard?.writeText(absoluteUrl(link.url)).catch(() => undefined);
              toast({ title: 'Share link created', description: `${absoluteUrl(link.url)} (copied)`, tone: 'success' });
            },
            onError: (error) => toast({ title: 'Could not create the link', description: serverMessage(error) ?? 'Something went wrong.', tone: 'destructive' }),
          },
        )
      }
      onCopyShareLink={(link) => {
        if (!link.url) return;
        navigator.clipboard
          ?.writeText(link.url)
          .then(() => toast({ title: 'Link copied', description: link.url ?? '', tone: 'success' }))
          .catch(() => toast({ title: 'Copy failed', description: link.url ?? '', tone: 'destructive' }));
      }}
      revokingId={revokeLink.isPending ? (revokeLink.variables?.linkId ?? null) : null}
      onRevokeShareLink={(link) => {
        const report = list.find((_entry, index) => links[index]?.data?.some((candidate) => candidate.id === link.id));
        if (!report) return;
        revokeLink.mutate(
          { linkId: Number(link.id), reportId: report.id },
          {
            onSuccess: () => toast({ title: 'Share link revoked', description: 'The link no longer opens the report.', tone: 'success' }),
            onError: (error) => toast({ title: 'Could not revoke the link', description: serverMessage(error) ?? 'Something went wrong.', tone: 'destructive' }),
          },
        );
      }}
    />
  );
}

/** The report branding of the selected organization (editable by owners and admins). */
export function OrganizationBrandingSection({ organizationId }: { organizationId: number }) {
  const { toast } = useToast();
  const branding = useBranding(organizationId);
  const preview = useLogoPreview(branding.data);
  const update = useUpdateBranding(organizationId);
  const upload = useUploadLogo(organizationId);
  const remove = useRemoveLogo(organizationId);
  const [fieldErrors, setFieldErrors] = useState<BrandingFieldErrors>({});
  const data = branding.data;

  return (
    <BrandingForm
      branding={
        data
          ? {
              organizationName: data.organizationName,
              primaryColor: data.primaryColor,
              accentColor: data.accentColor,
              contactLine: data.contactLine,
              defaultColors: data.effectiveColors,
              logo: data.logo ? { fileName: data.logo.fileName, sanitized: data.logo.sanitized } : null,
              canEdit: data.canEdit,
            }
          : null
      }
      loading={branding.isLoading}
      error={branding.isError ? (serverMessage(branding.error) ?? 'Could not load the branding.') : null}
      onRetry={() => void branding.refetch()}
      logoSrc={data?.logo ? (preview.data ?? null) : null}
      limits={LIMITS}
      fieldErrors={fieldErrors}
      saving={update.isPending}
      onSave={(changes) =>
        update.mutate(changes, {
          onSuccess: () => {
            setFieldErrors({});
            toast({ title: 'Branding saved', description: 'Branded reports use it from now on.', tone: 'success' });
          },
          onError: (error) => {
            setFieldErrors(fieldErrorsOf(error));
            toast({ title: 'Branding not saved', description: serverMessage(error) ?? 'Something went wrong.', tone: 'destructive' });
          },
        })
      }
      uploadingLogo={upload.isPending}
      onUploadLogo={(file) =>
        upload.mutate(file, {
          onSuccess: () => setFieldErrors({}),
          // The server judges the bytes: its refusal (not an image, too big) is shown at the logo field.
          onError: (error) => setFieldErrors({ logo: fieldErrorsOf(error).data ?? serverMessage(error) ?? 'The logo could not be uploaded.' }),
        })
      }
      removingLogo={remove.isPending}
      onRemoveLogo={() => remove.mutate()}
    />
  );
}
