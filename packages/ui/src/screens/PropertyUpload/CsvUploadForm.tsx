import { useId, useState } from 'react';
import {
  CSV_PREVIEW_ROWS,
  formErrorText,
  parseCsv,
  parsePropertyCsv,
  previewCsv,
  validateCsvFile,
  type CsvPropertyRow,
  type FormError,
  type ParsedPropertyCsv,
} from '@rei/engine';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Progress } from '../../components/Progress';
import { Table } from '../../components/Table';
import { UPLOAD_TEXT } from './uploadText';
import * as styles from './PropertyUploadScreen.css';

/** A chosen CSV file and its text. */
export interface CsvSelection {
  readonly fileName: string;
  readonly text: string;
}

export interface CsvUploadFormProps {
  isAuthenticated: boolean;
  /** Upload the valid rows (the app posts the CSV to the import endpoint). */
  onUpload: (file: CsvSelection, rows: readonly CsvPropertyRow[]) => void;
  /** Upload progress 0–100 while uploading; `null`/absent when no upload runs. */
  progress?: number | null;
  /** Number of properties imported once the upload finished. */
  completedCount?: number | null;
  onValidationError?: (error: FormError) => void;
  /** A file already chosen (stories). */
  defaultSelection?: CsvSelection | null;
}

function readText(file: File): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(file);
  });
}

/**
 * CSV Upload: a file chooser that accepts only .csv, a preview of the first five rows,
 * every row problem by line from the engine's `parsePropertyCsv`, and the upload with a
 * real progress bar and a completion message.
 */
export function CsvUploadForm({ isAuthenticated, onUpload, progress = null, completedCount = null, onValidationError, defaultSelection = null }: CsvUploadFormProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const [selection, setSelection] = useState<CsvSelection | null>(defaultSelection);
  const [message, setMessage] = useState<string | null>(null);
  const parsed: ParsedPropertyCsv | null = selection ? parsePropertyCsv(selection.text) : null;
  const preview = selection ? previewCsv(selection.text, CSV_PREVIEW_ROWS) : null;
  // Records after the header row.
  const totalRows = selection ? Math.max(0, parseCsv(selection.text).records.length - 1) : 0;
  const uploading = progress !== null && progress !== undefined;

  const fail = (error: FormError) => {
    setMessage(formErrorText(error));
    onValidationError?.(error);
  };

  const choose = async (file: File | undefined) => {
    setMessage(null);
    const problem = validateCsvFile(file ?? null);
    if (problem || !file) {
      setSelection(null);
      if (problem) fail(problem);
      return;
    }
    try {
      setSelection({ fileName: file.name, text: await readText(file) });
    } catch {
      setSelection(null);
      setMessage(UPLOAD_TEXT.readError);
    }
  };

  const upload = () => {
    if (!isAuthenticated) {
      fail({ title: UPLOAD_TEXT.authAddTitle, description: UPLOAD_TEXT.authUpload, fields: [] });
      return;
    }
    const problem = validateCsvFile(selection ? { name: selection.fileName } : null);
    if (problem || !selection || !parsed) {
      if (problem) fail(problem);
      return;
    }
    if (parsed.errors.length > 0) {
      setMessage(UPLOAD_TEXT.fixErrors);
      return;
    }
    setMessage(null);
    onUpload(selection, parsed.rows);
  };

  return (
    <Card title={UPLOAD_TEXT.csvTab} headingLevel={2}>
      <div className={styles.form}>
        <div>
          <label htmlFor={inputId}>{UPLOAD_TEXT.chooseFile}</label>
          <p id={hintId} className={styles.muted}>
            {UPLOAD_TEXT.fileHint}
          </p>
          <input
            id={inputId}
            className={styles.fileInput}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={hintId}
            disabled={uploading}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
          {selection ? <p className={styles.muted}>Selected: {selection.fileName}</p> : null}
        </div>

        {message ? (
          <p role="alert" className={styles.alert}>
            {message}
          </p>
        ) : null}

        {preview && preview.header.length > 0 ? (
          <div className={styles.tableWrap}>
            <Table
              caption={`${UPLOAD_TEXT.previewTitle}: ${UPLOAD_TEXT.previewCaption(preview.rows.length, totalRows)}`}
              captionVisible
              density="compact"
              rowKey={(_row, index) => String(index)}
              rows={preview.rows}
              columns={preview.header.map((name, column) => ({
                key: `${column}-${name}`,
                header: name,
                render: (row: string[]) => row[column] ?? '',
              }))}
            />
          </div>
        ) : null}

        {parsed && parsed.errors.length > 0 ? (
          <section aria-labelledby={`${inputId}-errors`}>
            <h3 id={`${inputId}-errors`}>{UPLOAD_TEXT.rowErrorsTitle}</h3>
            <ul className={styles.errorList}>
              {parsed.errors.map((error, index) => (
                <li key={`${error.line}-${error.field}-${index}`}>{UPLOAD_TEXT.rowError(error.line, error.field, error.message)}</li>
              ))}
            </ul>
          </section>
        ) : null}

        {uploading ? <Progress label={UPLOAD_TEXT.uploading} value={progress} /> : null}
        {completedCount !== null && completedCount !== undefined && !uploading ? (
          <p role="status" className={styles.success}>
            {UPLOAD_TEXT.complete(completedCount)}
          </p>
        ) : null}

        <div className={styles.actions}>
          <Button onClick={upload} loading={uploading} loadingText={UPLOAD_TEXT.uploading}>
            {parsed && parsed.rows.length > 0 ? UPLOAD_TEXT.upload(parsed.rows.length) : UPLOAD_TEXT.uploadNone}
          </Button>
        </div>
      </div>
    </Card>
  );
}
