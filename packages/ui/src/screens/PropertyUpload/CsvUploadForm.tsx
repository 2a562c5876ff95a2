import { useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  CSV_PREVIEW_ROWS,
  PROPERTY_IMPORT_LISTED_ERRORS,
  PROPERTY_IMPORT_MAX_BYTES,
  PROPERTY_IMPORT_MAX_ROWS,
  formErrorText,
  importProblemsCaption,
  importTooLargeMessage,
  importTooManyRowsMessage,
  parseCsv,
  parsePropertyCsv,
  validateCsvFile,
  type CsvError,
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

/** Problems the server reported for the last upload (its 400 or 413 answer). */
export interface ImportProblems {
  /** The server's message: the limit and what was sent, or how many problems were found. */
  readonly message: string;
  /** The problems listed (the server lists only the first ones). */
  readonly errors: readonly CsvError[];
  /** Every problem found, listed or not. */
  readonly errorCount: number;
}

export interface CsvUploadFormProps {
  isAuthenticated: boolean;
  /** Upload a file whose every row is valid (the app posts the CSV to the import endpoint, all or nothing). */
  onUpload: (file: CsvSelection, rows: readonly CsvPropertyRow[]) => void;
  /**
   * The person chose "import the valid rows, skip the bad ones" (the app posts the CSV with
   * `skipInvalid`). Without it a file with bad rows can only be fixed.
   */
  onUploadValidRows?: (file: CsvSelection) => void;
  /** Rows the finished upload skipped because they had problems. */
  skippedCount?: number | null;
  /** Upload progress 0–100 while uploading; `null`/absent when no upload runs. */
  progress?: number | null;
  /** A large file is imported by a job on the server after it was sent: its rows done of all. */
  importProgress?: { readonly done: number; readonly total: number } | null;
  /** Number of properties imported once the upload finished. */
  completedCount?: number | null;
  onValidationError?: (error: FormError) => void;
  /** A file already chosen (stories). */
  defaultSelection?: CsvSelection | null;
  /** What the server refused in the last upload; hidden once another file is chosen. */
  importProblems?: ImportProblems | null;
}

/** Problems by line: at most the first `PROPERTY_IMPORT_LISTED_ERRORS`, with a caption saying so. */
function ProblemList({ id, title, errors, total }: { id: string; title: string; errors: readonly CsvError[]; total: number }) {
  const shown = errors.slice(0, PROPERTY_IMPORT_LISTED_ERRORS);
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <p className={styles.muted}>{importProblemsCaption(shown.length, Math.max(total, shown.length))}</p>
      <ul className={styles.errorList}>
        {shown.map((error, index) => (
          <li key={`${error.line}-${error.field}-${index}`}>{UPLOAD_TEXT.rowError(error.line, error.field, error.message)}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * What the chosen text holds: the preview, the number of property rows, and, when within the
 * row limit, every row checked by the engine (a file over the limit is not checked row by row).
 */
function readSelection(text: string) {
  const [header, ...body] = parseCsv(text).records;
  const rowCount = body.filter((record) => record.fields.some((field) => field.trim() !== '')).length;
  const preview = { header: [...(header?.fields ?? [])], rows: body.slice(0, CSV_PREVIEW_ROWS).map((r) => [...r.fields]) };
  const parsed: ParsedPropertyCsv | null = rowCount > PROPERTY_IMPORT_MAX_ROWS ? null : parsePropertyCsv(text);
  return { preview, rowCount, recordCount: body.length, parsed };
}

/**
 * What an upload of the chosen file would do: how many property rows are valid, and how many
 * have a problem (found by the engine here, or by the server in the last refusal). A row with
 * several problems is one bad row. Null until a file within the row limit is read.
 */
function rowDecision(read: ReturnType<typeof readSelection> | null, serverProblems: ImportProblems | null): { valid: number; bad: number } | null {
  if (!read?.parsed) return null;
  const serverBad = new Set((serverProblems?.errors ?? []).map((error) => error.line));
  const valid = read.parsed.rows.filter((row) => !serverBad.has(row.line)).length;
  const fileProblem = read.parsed.errors.some((error) => error.field === '(file)' || error.line <= 1);
  return { valid: fileProblem ? 0 : valid, bad: Math.max(read.rowCount - valid, fileProblem ? 1 : 0) };
}

/** The bad rows, each by line and reason: the engine's reading of the file, then the server's refusal. */
function RowProblems({ inputId, parsed, serverProblems }: { inputId: string; parsed: ParsedPropertyCsv | null; serverProblems: ImportProblems | null }) {
  return (
    <>
      {parsed && parsed.errors.length > 0 ? (
        <ProblemList id={`${inputId}-errors`} title={UPLOAD_TEXT.rowErrorsTitle} errors={parsed.errors} total={parsed.errors.length} />
      ) : null}
      {serverProblems ? (
        <div>
          <p role="alert" className={styles.alert}>
            {UPLOAD_TEXT.serverRefused(serverProblems.message)}
          </p>
          {serverProblems.errors.length > 0 ? (
            <ProblemList id={`${inputId}-server-errors`} title={UPLOAD_TEXT.serverErrorsTitle} errors={serverProblems.errors} total={serverProblems.errorCount} />
          ) : null}
        </div>
      ) : null}
    </>
  );
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
 * the row problems by line from the engine's `parsePropertyCsv` (the first 100, captioned
 * with the total), and the upload with a real progress bar and a completion message. A file
 * over the import's byte or row limit is refused before it is sent, with the limit stated;
 * problems the server reports (`importProblems`) are listed the same way.
 */
export function CsvUploadForm({
  isAuthenticated,
  onUpload,
  onUploadValidRows,
  skippedCount = null,
  progress = null,
  importProgress = null,
  completedCount = null,
  onValidationError,
  defaultSelection = null,
  importProblems = null,
}: CsvUploadFormProps) {
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const hintId = `${inputId}-hint`;
  const [selection, setSelection] = useState<CsvSelection | null>(defaultSelection);
  const [message, setMessage] = useState<string | null>(null);
  const [showServerProblems, setShowServerProblems] = useState(true);
  useEffect(() => setShowServerProblems(true), [importProblems]);
  const read = useMemo(() => (selection ? readSelection(selection.text) : null), [selection]);
  const parsed = read?.parsed ?? null;
  const preview = read?.preview ?? null;
  const totalRows = read?.recordCount ?? 0;
  const tooManyRows = read !== null && read.rowCount > PROPERTY_IMPORT_MAX_ROWS ? importTooManyRowsMessage(read.rowCount) : null;
  const uploading = progress !== null && progress !== undefined;
  const serverProblems = importProblems && showServerProblems ? importProblems : null;
  const decision = useMemo(() => rowDecision(read, serverProblems), [read, serverProblems]);

  const fail = (error: FormError) => {
    setMessage(formErrorText(error));
    onValidationError?.(error);
  };

  const choose = async (file: File | undefined) => {
    setMessage(null);
    setShowServerProblems(false);
    const problem = validateCsvFile(file ?? null);
    if (problem || !file) {
      setSelection(null);
      if (problem) fail(problem);
      return;
    }
    // A file over the byte limit is refused unread: the server would refuse it too.
    if (file.size > PROPERTY_IMPORT_MAX_BYTES) {
      setSelection(null);
      setMessage(importTooLargeMessage(file.size));
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
    if (tooManyRows) {
      setMessage(tooManyRows);
      return;
    }
    if (problem || !selection || !parsed) {
      if (problem) fail(problem);
      return;
    }
    if (decision && decision.bad > 0) {
      setMessage(decision.valid > 0 && onUploadValidRows ? null : UPLOAD_TEXT.fixErrors);
      return;
    }
    setMessage(null);
    onUpload(selection, parsed.rows);
  };

  const uploadValidRows = () => {
    if (!selection || !onUploadValidRows) return;
    if (!isAuthenticated) {
      fail({ title: UPLOAD_TEXT.authAddTitle, description: UPLOAD_TEXT.authUpload, fields: [] });
      return;
    }
    setMessage(null);
    onUploadValidRows(selection);
  };

  const fixFile = () => {
    setSelection(null);
    setMessage(null);
    setShowServerProblems(false);
    if (fileInput.current) {
      fileInput.current.value = '';
      fileInput.current.focus();
    }
  };

  const offerChoice = decision !== null && decision.bad > 0 && decision.valid > 0 && onUploadValidRows !== undefined && !uploading;

  return (
    <Card title={UPLOAD_TEXT.csvTab} headingLevel={2}>
      <div className={styles.form}>
        <div>
          <label htmlFor={inputId}>{UPLOAD_TEXT.chooseFile}</label>
          <p id={hintId} className={styles.muted}>
            {UPLOAD_TEXT.fileHint}
          </p>
          <input
            ref={fileInput}
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

        {tooManyRows && message !== tooManyRows ? (
          <p role="alert" className={styles.alert}>
            {tooManyRows}
          </p>
        ) : null}

        {offerChoice ? (
          <section className={styles.choice} aria-labelledby={`${inputId}-choice`}>
            <h3 id={`${inputId}-choice`} className={styles.choiceTitle}>
              {UPLOAD_TEXT.choiceTitle(decision.bad)}
            </h3>
            <p className={styles.muted}>{UPLOAD_TEXT.choiceIntro(decision.valid, decision.bad)}</p>
            <RowProblems inputId={inputId} parsed={parsed} serverProblems={serverProblems} />
            <div className={styles.actions}>
              <Button onClick={uploadValidRows}>{UPLOAD_TEXT.importValid(decision.valid, decision.bad)}</Button>
              <Button variant="secondary" onClick={fixFile}>
                {UPLOAD_TEXT.fixFile}
              </Button>
            </div>
            <p className={styles.muted}>{UPLOAD_TEXT.fixFileHint}</p>
          </section>
        ) : (
          <RowProblems inputId={inputId} parsed={parsed} serverProblems={serverProblems} />
        )}

        {uploading && importProgress ? (
          <Progress
            label={UPLOAD_TEXT.importing}
            value={importProgress.total > 0 ? (importProgress.done / importProgress.total) * 100 : null}
            valueText={UPLOAD_TEXT.importingRows(importProgress.done, importProgress.total)}
          />
        ) : uploading ? (
          <Progress label={UPLOAD_TEXT.uploading} value={progress} />
        ) : null}
        {completedCount !== null && completedCount !== undefined && !uploading ? (
          <p role="status" className={styles.success}>
            {UPLOAD_TEXT.complete(completedCount, skippedCount ?? 0)}
          </p>
        ) : null}

        {offerChoice ? null : (
          <div className={styles.actions}>
            <Button onClick={upload} loading={uploading} loadingText={UPLOAD_TEXT.uploading}>
              {decision && decision.bad === 0 && decision.valid > 0 ? UPLOAD_TEXT.upload(decision.valid) : UPLOAD_TEXT.uploadNone}
            </Button>
          </div>
        )}
      </div>
    </Card>
  );
}
