import { useState } from 'react';
import { useLocation } from 'wouter';
import { PropertyUploadScreen, useToast, type ImportProblems } from '@rei/ui';
import type { PropertyImportResponse } from '@rei/server/contract';
import { serverMessage } from '../apiClient';
import { useAuth } from '../auth/AuthProvider';
import { useOrganization } from '../auth/OrganizationProvider';
import { useCreateProperty, useUploadCsv } from '../data/hooks';

/** Pause on the completed upload before going home, so the person sees the count. */
const DONE_PAUSE_MS = 1200;

/**
 * The problems of a refused import, from the API client's `"{status}: {body}"` error: the
 * server's message (a 413 states the limit and what was sent) and, for a 400, the first rows
 * it listed with the count of all.
 */
function importProblems(error: unknown): ImportProblems | null {
  const match = /^\d{3}: ([\s\S]*)$/.exec(error instanceof Error ? error.message : '');
  if (!match?.[1]) return null;
  try {
    const answer = JSON.parse(match[1]) as Partial<PropertyImportResponse>;
    if (typeof answer.message !== 'string') return null;
    const errors = Array.isArray(answer.errors) ? answer.errors : [];
    return { message: answer.message, errors, errorCount: typeof answer.errorCount === 'number' ? answer.errorCount : errors.length };
  } catch {
    return null;
  }
}

export function PropertyUploadPage() {
  const { user } = useAuth();
  const { current } = useOrganization();
  const { toast } = useToast();
  const [, navigate] = useLocation();
  const create = useCreateProperty();
  const upload = useUploadCsv();
  const [progress, setProgress] = useState<number | null>(null);
  const [uploaded, setUploaded] = useState<number | null>(null);
  const [problems, setProblems] = useState<ImportProblems | null>(null);

  return (
    <PropertyUploadScreen
      isAuthenticated={Boolean(user)}
      submitting={create.isPending}
      onSubmitProperty={(fields) =>
        create.mutate(
          { ...fields, organizationId: current?.organizationId },
          {
            onSuccess: () => {
              toast({ title: 'Property added successfully', description: `${fields.address} is in your properties.`, tone: 'success' });
              navigate('/');
            },
            onError: (error) => {
              console.error('Adding the property failed', error);
              toast({ title: 'Failed to add property', description: serverMessage(error) ?? 'An error occurred while adding the property.', tone: 'destructive' });
            },
          },
        )
      }
      onValidationError={(problem) => toast({ title: problem.title, description: problem.description, tone: 'destructive' })}
      uploadProgress={progress}
      uploadedCount={uploaded}
      importProblems={problems}
      onUploadCsv={(file) => {
        setUploaded(null);
        setProblems(null);
        setProgress(0);
        upload.mutate(
          { csv: file.text, onProgress: setProgress },
          {
            onSuccess: (answer) => {
              setUploaded(answer.inserted);
              toast({ title: 'Upload complete', description: `Imported ${answer.inserted} properties from ${file.fileName}.`, tone: 'success' });
              setTimeout(() => navigate('/'), DONE_PAUSE_MS);
            },
            onError: (error) => {
              setProgress(null);
              const refused = importProblems(error);
              // The rows themselves are listed on the page; the toast carries the summary.
              setProblems(refused);
              toast({ title: 'Upload failed', description: refused?.message ?? serverMessage(error) ?? 'The file could not be imported.', tone: 'destructive' });
            },
          },
        );
      }}
    />
  );
}
