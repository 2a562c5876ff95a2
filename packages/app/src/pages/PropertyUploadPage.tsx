import { useState } from 'react';
import { useLocation } from 'wouter';
import { PropertyUploadScreen, useToast, type CsvSelection, type ImportProblems } from '@rei/ui';
import { fieldErrorsOf, planLimitOf, refusalText, serverMessage } from '../api/RequestError';
import { importProblems } from './importProblems';
import { useFeatures } from '../data/features';
import { failureToast } from './pageRules';
import { useAuth } from '../auth/AuthProvider';
import { useOrganization } from '../auth/OrganizationProvider';
import { useCreateProperty, useUploadCsv } from '../data/properties';

/** Pause on the completed upload before going home, so the person sees the count. */
const DONE_PAUSE_MS = 1200;

export function PropertyUploadPage() {
  const { user } = useAuth();
  const features = useFeatures();
  const { current } = useOrganization();
  const { toast } = useToast();
  const [, navigate] = useLocation();
  const create = useCreateProperty();
  const upload = useUploadCsv();
  const [progress, setProgress] = useState<number | null>(null);
  const [importProgress, setImportProgress] = useState<{ done: number; total: number } | null>(null);
  const [uploaded, setUploaded] = useState<number | null>(null);
  const [skipped, setSkipped] = useState<number | null>(null);
  const [problems, setProblems] = useState<ImportProblems | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const portfolioName = current?.organizationName ? `${current.organizationName}'s portfolio` : 'your portfolio';

  const sendCsv = (file: CsvSelection, skipInvalid: boolean) => {
    setUploaded(null);
    setSkipped(null);
    setProblems(null);
    setProgress(0);
    setImportProgress(null);
    upload.mutate(
      // A large file is imported by a job on the server: its rows done of all fill a second bar.
      { csv: file.text, onProgress: setProgress, onImportProgress: (done, total) => setImportProgress({ done, total }), skipInvalid },
      {
        onSuccess: (answer) => {
          setProgress(null);
          setImportProgress(null);
          setUploaded(answer.inserted);
          setSkipped(answer.skipped ?? 0);
          const skippedText = answer.skipped ? `; skipped ${answer.skipped} ${answer.skipped === 1 ? 'row' : 'rows'} with problems` : '';
          toast({
            title: 'Upload complete',
            description: `Imported ${answer.inserted} properties from ${file.fileName} into ${portfolioName}${skippedText}.`,
            tone: 'success',
          });
          setTimeout(() => navigate('/'), DONE_PAUSE_MS);
        },
        onError: (error) => {
          setProgress(null);
          setImportProgress(null);
          const refused = importProblems(error);
          // The rows themselves are listed on the page beside the choice; the toast carries the summary.
          setProblems(refused);
          toast(
            planLimitOf(error)
              ? failureToast(error, 'Upload failed', 'The plan refused it.', () => navigate('/subscription'))
              : { title: 'Upload failed', description: refused?.message ?? serverMessage(error) ?? 'The file could not be imported.', tone: 'destructive' },
          );
        },
      },
    );
  };

  return (
    <PropertyUploadScreen
      isAuthenticated={Boolean(user)}
      csvUploadOff={features?.csvUpload === false}
      submitting={create.isPending}
      fieldErrors={fieldErrors}
      onSubmitProperty={(fields) => {
        setFieldErrors({});
        create.mutate(
          { ...fields, organizationId: current?.organizationId },
          {
            onSuccess: () => {
              toast({ title: 'Property added successfully', description: `${fields.address} is in ${portfolioName}.`, tone: 'success' });
              navigate('/');
            },
            onError: (error) => {
              console.error('Adding the property failed', error);
              // Each field's reason is shown at its field; the toast says the server's message.
              setFieldErrors(fieldErrorsOf(error));
              toast(
                planLimitOf(error)
                  ? failureToast(error, 'Failed to add property', 'The plan refused it.', () => navigate('/subscription'))
                  : { title: 'Failed to add property', description: refusalText(error) ?? 'An error occurred while adding the property.', tone: 'destructive' },
              );
            },
          },
        );
      }}
      onValidationError={(problem) => toast({ title: problem.title, description: problem.description, tone: 'destructive' })}
      uploadProgress={progress}
      uploadImportProgress={importProgress}
      uploadedCount={uploaded}
      uploadSkippedCount={skipped}
      importProblems={problems}
      onUploadCsv={(file) => sendCsv(file, false)}
      onUploadValidRows={(file) => sendCsv(file, true)}
    />
  );
}
