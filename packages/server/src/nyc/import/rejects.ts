import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import { dirname } from 'node:path';

/** One rejected source row: where it was and why it was not imported. */
export interface RejectedRow {
  readonly file: string;
  readonly line: number;
  readonly reason: string;
}

function csvCell(value: string | number): string {
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The rejects file of an import (`file,line,reason` CSV). It is created on the first
 * rejected row, so a clean import leaves no empty file behind.
 */
export class RejectsFile {
  private stream: WriteStream | null = null;
  private rows = 0;

  constructor(readonly path: string) {}

  /** How many rows were written. */
  get count(): number {
    return this.rows;
  }

  write(row: RejectedRow): void {
    if (this.stream === null) {
      mkdirSync(dirname(this.path), { recursive: true });
      this.stream = createWriteStream(this.path);
      this.stream.write('file,line,reason\n');
    }
    this.rows += 1;
    this.stream.write(`${csvCell(row.file)},${row.line},${csvCell(row.reason)}\n`);
  }

  /** Flushes and closes the file (when one was created). */
  close(): Promise<void> {
    const stream = this.stream;
    if (stream === null) return Promise.resolve();
    this.stream = null;
    return new Promise((resolve, reject) => {
      stream.on('error', reject);
      stream.end(() => resolve());
    });
  }
}
