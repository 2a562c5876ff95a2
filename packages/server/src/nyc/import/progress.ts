/** What the runner reports while a file is read. */
export interface ProgressState {
  readonly file: string;
  readonly bytesRead: number;
  readonly totalBytes: number;
  readonly rowsRead: number;
  readonly elapsedMs: number;
}

/** Receives progress during an import and a last call when the file is done. */
export interface ProgressReporter {
  update(state: ProgressState): void;
  done(state: ProgressState): void;
}

function megabytes(bytes: number): string {
  return `${(bytes / 1_048_576).toFixed(1)} MB`;
}

function rate(rows: number, elapsedMs: number): number {
  return elapsedMs > 0 ? Math.round((rows * 1000) / elapsedMs) : 0;
}

const BAR_WIDTH = 28;

/**
 * Progress on a terminal: one redrawn line with a bar of bytes read, rows and rows/s. On
 * anything else (a log file, CI): a plain line every `intervalMs` (10 s by default).
 */
export function createProgressReporter(
  output: NodeJS.WriteStream = process.stderr,
  options: { intervalMs?: number; tty?: boolean } = {},
): ProgressReporter {
  const tty = options.tty ?? Boolean(output.isTTY);
  const interval = options.intervalMs ?? (tty ? 100 : 10_000);
  let lastDraw = 0;
  const line = (state: ProgressState) => {
    const fraction = state.totalBytes > 0 ? Math.min(1, state.bytesRead / state.totalBytes) : 0;
    const figures = `${megabytes(state.bytesRead)}/${megabytes(state.totalBytes)}  ${state.rowsRead.toLocaleString('en-US')} rows  ${rate(state.rowsRead, state.elapsedMs).toLocaleString('en-US')} rows/s`;
    if (!tty) return `${state.file}: ${(fraction * 100).toFixed(0)}%  ${figures}`;
    const filled = Math.round(fraction * BAR_WIDTH);
    return `${state.file} [${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}] ${(fraction * 100).toFixed(0).padStart(3)}%  ${figures}`;
  };
  return {
    update(state) {
      if (state.elapsedMs - lastDraw < interval) return;
      lastDraw = state.elapsedMs;
      if (tty) output.write(`\r\u001b[2K${line(state)}`);
      else output.write(`${line(state)}\n`);
    },
    done(state) {
      lastDraw = 0;
      if (tty) output.write(`\r\u001b[2K${line(state)}\n`);
    },
  };
}

/** A reporter that prints nothing (tests, the benchmark). */
export const silentProgress: ProgressReporter = { update() {}, done() {} };
