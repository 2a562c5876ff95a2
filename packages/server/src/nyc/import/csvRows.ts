import { Readable } from 'node:stream';
import { Parser, type Options } from 'csv-parse';

/** A raw row: its cells and the line it started on, or `malformed` with the reason it cannot be read. */
export interface RawRow {
  readonly line: number;
  readonly cells: readonly string[];
  readonly malformed?: string;
}

/** How csv-parse reads every import CSV. */
const PARSER_OPTIONS: Options = {
  bom: true,
  relax_column_count: true,
  relax_quotes: true,
  skip_empty_lines: true,
  skip_records_with_error: true,
};

/** A CSV record and the line it ends on. */
interface LineRecord {
  readonly record: string[];
  readonly endLine: number;
}

/**
 * csv-parse's stream with each record tagged with the line it ends on: the parser's own line
 * count at the moment the record is complete, which is what its `info` option reports, without
 * the copy of the parser's whole state that option makes for every record.
 */
class LineTaggingParser extends Parser {
  override push(record: unknown, encoding?: BufferEncoding): boolean {
    if (record === null) return super.push(null, encoding);
    const tagged: LineRecord = { record: record as string[], endLine: this.info.lines };
    return super.push(tagged, encoding);
  }
}

/** Everything an object-mode stream has ready, chunk by chunk, until it ends. */
export async function* readyChunks<T>(stream: Readable): AsyncGenerator<T[]> {
  for (;;) {
    const chunk: T[] = [];
    for (let item = stream.read() as T | null; item !== null; item = stream.read() as T | null) chunk.push(item);
    if (chunk.length > 0) {
      yield chunk;
      continue;
    }
    if (stream.readableEnded) return;
    if (stream.errored) throw stream.errored;
    await new Promise<void>((resolve, reject) => {
      const settle = (error?: Error) => {
        stream.off('readable', onReadable);
        stream.off('end', onReadable);
        stream.off('error', settle);
        if (error) reject(error);
        else resolve();
      };
      const onReadable = () => settle();
      stream.on('readable', onReadable);
      stream.on('end', onReadable);
      stream.on('error', settle);
    });
  }
}

function countNewlines(cells: readonly string[]): number {
  let count = 0;
  for (const cell of cells) {
    if (!cell.includes('\n')) continue;
    for (const char of cell) if (char === '\n') count += 1;
  }
  return count;
}

/**
 * Rows of CSV bytes read by csv-parse, numbered as if the bytes began on line `firstLine`
 * (`withBom`: a byte-order mark at the start is skipped; `recordDelimiter`: the line ending
 * already found, else csv-parse finds it).
 */
async function* csvParseRows(
  bytes: AsyncIterable<Buffer>,
  firstLine: number,
  withBom: boolean,
  recordDelimiter: string | null,
): AsyncGenerator<RawRow[]> {
  const skipped: RawRow[] = [];
  const parser = new LineTaggingParser({
    ...PARSER_OPTIONS,
    bom: withBom,
    ...(recordDelimiter === null ? {} : { record_delimiter: recordDelimiter }),
    on_skip: (error) => {
      const line = typeof error?.lines === 'number' ? error.lines : 0;
      skipped.push({ line, cells: [], malformed: error?.message ?? 'the row cannot be read as CSV' });
      return undefined;
    },
  });
  // The parser counts lines from here on (its messages name them too), as one that read the whole file would.
  (parser.info as { lines: number }).lines = firstLine;
  const input = Readable.from(bytes, { objectMode: false });
  input.on('error', (error) => parser.destroy(error));
  input.pipe(parser);
  try {
    for await (const chunk of readyChunks<LineRecord>(parser)) {
      const rows = skipped.splice(0);
      for (const { record, endLine } of chunk) rows.push({ line: endLine - countNewlines(record), cells: record });
      yield rows;
    }
    if (skipped.length > 0) yield skipped.splice(0);
  } finally {
    input.destroy();
    parser.destroy();
  }
}

const QUOTE = 34;
const COMMA = 44;
const CR = 13;
const LF = 10;
const BOM = '\uFEFF';

/**
 * A CSV reader for the plain records that make up nearly every NYC export, giving the same
 * cells and line numbers as csv-parse with the import's options, several times faster: cells
 * are unquoted (a quote inside one is an ordinary character) or quoted with doubled quotes
 * inside and a comma or the line ending right after the closing quote; no line break inside a
 * cell, one line ending throughout the file. At the first record outside that grammar it stops,
 * and `rest()` hands what is left to csv-parse.
 */
class PlainCsvReader {
  private text = '';
  /** The line the next record starts on (csv-parse's `info.lines`). */
  line = 1;
  /** The file's line ending once found, as csv-parse finds it (the first CR LF, LF or CR). */
  recordDelimiter: '\r\n' | '\n' | '\r' | null = null;
  /** Whether the start of the text (where a byte-order mark may be) is behind. */
  private started = false;
  /** Set when a record is outside the grammar: `rest()` starts with it. */
  stopped = false;

  /** Reads the complete records of the text so far plus `more`; `end` when no text follows. */
  read(more: string, end: boolean): RawRow[] {
    let text = this.text.length === 0 ? more : this.text + more;
    if (!this.started) {
      if (text.length === 0 && !end) return [];
      if (text.startsWith(BOM)) text = text.slice(1);
      this.started = true;
    }
    const rows: RawRow[] = [];
    const { length } = text;
    let position = 0;
    records: while (position < length) {
      const recordStart = position;
      // An empty line (csv-parse skips it but counts it).
      const first = text.charCodeAt(position);
      if (first === CR || first === LF) {
        const delimiter = this.delimiterAt(text, position, end);
        if (delimiter === 0) break;
        if (delimiter < 0) {
          this.stopped = true;
          break;
        }
        position += delimiter;
        this.line += 1;
        continue;
      }
      const cells: string[] = [];
      for (;;) {
        let code = text.charCodeAt(position);
        if (code === QUOTE) {
          // Quoted cell: up to the closing quote, doubled quotes standing for one.
          let close = text.indexOf('"', position + 1);
          let doubled = false;
          while (close !== -1 && text.charCodeAt(close + 1) === QUOTE) {
            doubled = true;
            close = text.indexOf('"', close + 2);
          }
          if (close === -1 || (close + 1 === length && !end)) {
            if (close === -1 && end) this.stopped = true;
            position = recordStart;
            break records;
          }
          const inner = text.slice(position + 1, close);
          if (inner.includes('\n') || inner.includes('\r')) {
            this.stopped = true;
            position = recordStart;
            break records;
          }
          cells.push(doubled ? inner.replaceAll('""', '"') : inner);
          position = close + 1;
          code = position < length ? text.charCodeAt(position) : -1;
          if (code !== COMMA && code !== CR && code !== LF && code !== -1) {
            // Text after the closing quote: csv-parse's relaxed reading, left to it.
            this.stopped = true;
            position = recordStart;
            break records;
          }
        } else {
          // Unquoted cell: up to the next comma or line break.
          let end_ = position;
          while (end_ < length) {
            code = text.charCodeAt(end_);
            if (code === COMMA || code === CR || code === LF) break;
            end_ += 1;
          }
          if (end_ === length) {
            if (!end) {
              position = recordStart;
              break records;
            }
            code = -1;
          }
          cells.push(text.slice(position, end_));
          position = end_;
        }
        if (code === COMMA) {
          position += 1;
          if (position === length && !end) {
            position = recordStart;
            break records;
          }
          continue;
        }
        if (code === -1) {
          // The last record, without a line ending.
          rows.push({ line: this.line, cells });
          position = length;
          continue records;
        }
        const delimiter = this.delimiterAt(text, position, end);
        if (delimiter === 0) {
          position = recordStart;
          break records;
        }
        if (delimiter < 0) {
          this.stopped = true;
          position = recordStart;
          break records;
        }
        rows.push({ line: this.line, cells });
        this.line += 1;
        position += delimiter;
        continue records;
      }
    }
    this.text = position === 0 ? text : text.slice(position);
    return rows;
  }

  /**
   * The length of the line ending at `position` (a CR or LF): 0 when the text ends before it
   * can be told, -1 when it is not the file's line ending (a lone CR in a CR LF file…).
   */
  private delimiterAt(text: string, position: number, end: boolean): number {
    const code = text.charCodeAt(position);
    const next = position + 1 < text.length ? text.charCodeAt(position + 1) : -1;
    if (this.recordDelimiter === null) {
      if (code === CR && next === -1 && !end) return 0;
      this.recordDelimiter = code === CR ? (next === LF ? '\r\n' : '\r') : '\n';
    }
    switch (this.recordDelimiter) {
      case '\r\n':
        if (code === CR && next === LF) return 2;
        return code === CR && next === -1 && !end ? 0 : -1;
      case '\n':
        return code === LF ? 1 : -1;
      default:
        return code === CR && next !== LF ? (next === -1 && !end ? 0 : 1) : -1;
    }
  }

  /** The text not read yet (from the record the reader stopped at). */
  rest(): string {
    return this.text;
  }

}

/**
 * How much of `bytes` decodes alone: all of it but a UTF-8 sequence the end cuts short, which
 * waits for the next chunk (so decoding chunk by chunk reads like decoding the whole file).
 */
function completeUtf8Length(bytes: Buffer): number {
  const { length } = bytes;
  for (let index = length - 1; index >= 0 && index >= length - 3; index -= 1) {
    const byte = bytes[index]!;
    if ((byte & 0xc0) === 0x80) continue;
    if (byte < 0xc0) return length;
    const needed = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2;
    return length - index < needed ? index : length;
  }
  return length;
}

/** The bytes of an iterator after `first`. */
async function* followedBy(first: Buffer, chunks: AsyncIterator<Buffer>, more: boolean): AsyncGenerator<Buffer> {
  if (first.length > 0) yield first;
  if (!more) return;
  for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
}

/**
 * The rows of a CSV byte stream, each with the line it starts on; a row csv-parse cannot read
 * comes as `malformed`. Plain records are read by `PlainCsvReader`; from the first record it
 * cannot read, csv-parse reads the rest with the line count and line ending carried over, so
 * the rows are exactly csv-parse's (`plainReader: false` uses csv-parse throughout).
 */
export async function* csvRows(bytes: AsyncIterable<Buffer>, options: { plainReader?: boolean } = {}): AsyncGenerator<RawRow[]> {
  const chunks = bytes[Symbol.asyncIterator]();
  // The first bytes tell a UTF-16 file (byte-order mark FF FE), which csv-parse decodes itself.
  let carry: Buffer = Buffer.alloc(0);
  let done = false;
  while (carry.length < 2 && !done) {
    const next = await chunks.next();
    if (next.done) done = true;
    else carry = Buffer.concat([carry, next.value]);
  }
  if (options.plainReader === false || (carry[0] === 0xff && carry[1] === 0xfe)) {
    yield* csvParseRows(followedBy(carry, chunks, !done), 1, true, null);
    return;
  }
  const reader = new PlainCsvReader();
  for (;;) {
    let text: string;
    if (done) {
      text = carry.toString('utf8');
      carry = Buffer.alloc(0);
    } else {
      const cut = completeUtf8Length(carry);
      text = carry.toString('utf8', 0, cut);
      carry = carry.subarray(cut);
    }
    const rows = reader.read(text, done);
    if (rows.length > 0) yield rows;
    if (reader.stopped) {
      const rest = Buffer.concat([Buffer.from(reader.rest(), 'utf8'), carry]);
      yield* csvParseRows(followedBy(rest, chunks, !done), reader.line, false, reader.recordDelimiter);
      return;
    }
    if (done) return;
    const next = await chunks.next();
    if (next.done) done = true;
    else carry = carry.length === 0 ? next.value : Buffer.concat([carry, next.value]);
  }
}
