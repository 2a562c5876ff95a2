import { useState } from 'react';
import { useLocation } from 'wouter';
import { PropertyUploadScreen, useToast, type ImportProblems } from '@rei/ui';
import { serverMessage } from '../api/ApiError';
import { importProblems } from './importProblems';
import { useAuth } from '../auth/AuthProvider';
import { useOrganization } from '../auth/OrganizationProvider';
import { useCreateProperty, useUploadCsv } from '../data/properties';

/** Pause on the completed upload before going home, so the person sees the count. */
const DONE_PAUSE_MS = 1200;

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
