import { useState } from 'react';
import type { CsvPropertyRow, FormError, NewPropertyFields } from '@rei/engine';
import type { FieldErrorMap } from '../../components/Field';
import { Tabs } from '../../components/Tabs';
import { CsvUploadForm, type CsvSelection, type ImportProblems } from './CsvUploadForm';
import { ManualEntryForm } from './ManualEntryForm';
import { UPLOAD_TABS, UPLOAD_TEXT, type UploadTab } from './uploadText';
import { FeatureOffNotice } from '../../components/MaintenanceBanner';
import * as styles from './PropertyUploadScreen.css';

export interface PropertyUploadScreenProps {
  /** A user is signed in (login is required to add or upload). */
  isAuthenticated?: boolean;
  /** Selected tab (controlled) or the starting tab (uncontrolled, Manual Entry by default). */
  tab?: UploadTab;
  defaultTab?: UploadTab;
  onTabChange?: (tab: UploadTab) => void;
  /** Manual Entry: a valid property (parsed by the engine) to create. */
  onSubmitProperty: (property: NewPropertyFields) => void;
  submitting?: boolean;
  /** CSV Upload: the chosen file and its valid rows. */
  onUploadCsv: (file: CsvSelection, rows: readonly CsvPropertyRow[]) => void;
  /** Upload progress 0–100 while an upload runs; `null` otherwise. */
  uploadProgress?: number | null;
  /** A large upload's import job on the server: rows done of all (after the bytes went out). */
  uploadImportProgress?: { readonly done: number; readonly total: number } | null;
  /** Properties imported by the finished upload (shows the completion message). */
  uploadedCount?: number | null;
  /** Rows with problems the finished upload skipped (the person chose to import only the valid rows). */
  uploadSkippedCount?: number | null;
  /** Problems the server reported for the last CSV upload (its refusal). */
  importProblems?: ImportProblems | null;
  /** A validation message the app may also show as a toast. */
  onValidationError?: (error: FormError) => void;
  /** Stories: a CSV already chosen. */
  defaultCsv?: CsvSelection | null;
  /** The server's reasons for the last refused Manual Entry submit, by field name. */
  fieldErrors?: FieldErrorMap | null;
  /** CSV Upload: the person chose to import only the valid rows of the file (the app retries with `skipInvalid`). */
  onUploadValidRows?: (file: CsvSelection) => void;
  /** Stories: Manual Entry starting values. */
  defaultManualValues?: Partial<Record<keyof NewPropertyFields, string>>;
  /** An administrator turned CSV upload off (admin toggle `csv_upload_enabled`): the CSV tab says so instead of offering a file; Manual Entry stays. */
  csvUploadOff?: boolean;
}

/** Upload Properties: the Manual Entry and CSV Upload tabs. */
export function PropertyUploadScreen({
  isAuthenticated = true,
  tab,
  defaultTab = 'manual',
  onTabChange,
  onSubmitProperty,
  submitting,
  onUploadCsv,
  uploadProgress = null,
  uploadImportProgress = null,
  uploadedCount = null,
  uploadSkippedCount = null,
  importProblems = null,
  onValidationError,
  defaultCsv = null,
  defaultManualValues,
  fieldErrors = null,
  onUploadValidRows,
  csvUploadOff = false,
}: PropertyUploadScreenProps) {
  const [ownTab, setOwnTab] = useState<UploadTab>(defaultTab);
  const selected = tab ?? ownTab;
  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{UPLOAD_TEXT.title}</h1>
        <p className={styles.subtitle}>{UPLOAD_TEXT.subtitle}</p>
      </header>
      <Tabs
        aria-label={UPLOAD_TEXT.title}
        value={selected}
        onValueChange={(next) => {
          if (!(UPLOAD_TABS as readonly string[]).includes(next)) return;
          if (tab === undefined) setOwnTab(next as UploadTab);
          onTabChange?.(next as UploadTab);
        }}
        items={[
          {
            value: 'manual',
            label: UPLOAD_TEXT.manualTab,
            content: (
              <ManualEntryForm
                isAuthenticated={isAuthenticated}
                onSubmitProperty={onSubmitProperty}
                submitting={submitting}
                onValidationError={onValidationError}
                defaultValues={defaultManualValues}
                fieldErrors={fieldErrors}
              />
            ),
          },
          {
            value: 'csv',
            label: UPLOAD_TEXT.csvTab,
            content: csvUploadOff ? (
              <FeatureOffNotice feature="CSV upload" />
            ) : (
              <CsvUploadForm
                isAuthenticated={isAuthenticated}
                onUpload={onUploadCsv}
                onUploadValidRows={onUploadValidRows}
                progress={uploadProgress}
                importProgress={uploadImportProgress}
                completedCount={uploadedCount}
                skippedCount={uploadSkippedCount}
                importProblems={importProblems}
                onValidationError={onValidationError}
                defaultSelection={defaultCsv}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
