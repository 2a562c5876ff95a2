import type { FastifyServerOptions } from 'fastify';

/**
 * What the server's logs may hold. Logs are read by more people, and kept longer, than the
 * database: they must never carry a password, a password or token hash, a session token, a
 * cookie, an authorization header, or the bound values of a failed SQL statement (Drizzle and
 * node-postgres errors carry `params`, which for a registration include the password hash).
 * And no single entry may be large enough to flood the log pipeline.
 */

/** Longest string kept in a log entry; longer ones are cut and marked. */
export const LOG_STRING_LIMIT = 2048;
/** Longest SQL text kept from a failed query. */
export const LOG_QUERY_LIMIT = 1024;
/** Longest serialized entry (one line of JSON) the logger writes. */
export const LOG_LINE_LIMIT = 16_384;
const ARRAY_LIMIT = 20;
const DEPTH_LIMIT = 6;
const CAUSE_DEPTH_LIMIT = 3;

export const REDACTED = '[Redacted]';

/** Keys whose values are secret wherever they appear. */
const SECRET_KEY = /pass(word|wd)?|hash|token|secret|cookie|authorization|api[-_]?key|credential|session|^params$|^parameters$|^values$/i;

/** Fixed paths redacted by pino itself (belt and braces for the walk below). */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'err.params',
  'err.cause.params',
  '*.password',
  '*.passwordHash',
  '*.token',
  '*.tokenHash',
];

function cut(text: string, limit = LOG_STRING_LIMIT): string {
  return text.length > limit ? `${text.slice(0, limit)}… [${text.length - limit} more characters cut]` : text;
}

/**
 * A copy of `value` safe to log: secret keys replaced by `[Redacted]`, strings cut to
 * `LOG_STRING_LIMIT`, arrays to 20 items, nesting to 6 levels, errors through `serializeLogError`.
 */
export function scrubLogValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return cut(value);
  if (value === null || typeof value !== 'object') return typeof value === 'bigint' ? value.toString() : value;
  if (value instanceof Error) return serializeLogError(value);
  if (value instanceof Date) return value;
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return `[${value.byteLength} bytes]`;
  if (depth >= DEPTH_LIMIT) return '[nested too deep]';
  if (Array.isArray(value)) {
    const items = value.slice(0, ARRAY_LIMIT).map((item) => scrubLogValue(item, depth + 1));
    if (value.length > ARRAY_LIMIT) items.push(`[${value.length - ARRAY_LIMIT} more items cut]`);
    return items;
  }
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] = SECRET_KEY.test(key) ? REDACTED : scrubLogValue(item, depth + 1);
  }
  return copy;
}

/**
 * An error as a log entry: type, message, code, stack and the error's own fields, scrubbed;
 * the failed SQL cut to `LOG_QUERY_LIMIT` and its bound values (`params`) dropped; `cause`
 * followed three levels deep.
 */
export function serializeLogError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return scrubLogValue(error);
  // Drizzle writes the SQL and its bound values into the message ("Failed query: …\nparams: …"),
  // and so into the stack, which begins with the message.
  const message = error.message.replace(/\nparams: [\s\S]*$/, `\nparams: ${REDACTED}`);
  const entry: Record<string, unknown> = { type: error.constructor?.name ?? error.name, message: cut(message) };
  if (error.stack) {
    const stack = error.stack.includes(error.message)
      ? error.stack.replace(error.message, message)
      : error.stack.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, `\nparams: ${REDACTED}`);
    entry.stack = cut(stack);
  }
  for (const [key, item] of Object.entries(error)) {
    if (key === 'cause' || key in entry) continue;
    if (key === 'query' && typeof item === 'string') entry.query = cut(item, LOG_QUERY_LIMIT);
    else entry[key] = SECRET_KEY.test(key) ? REDACTED : scrubLogValue(item, 1);
  }
  const { cause } = error as { cause?: unknown };
  if (cause !== undefined) entry.cause = depth < CAUSE_DEPTH_LIMIT ? serializeLogError(cause, depth + 1) : '[cause chain cut]';
  return entry;
}

/** Secret query-string parameters in a logged URL (a reset link's token, say). */
const SECRET_QUERY = /([?&][^=&#]*(?:pass|token|secret|key|code|session)[^=&#]*=)[^&#]*/gi;

/** A request as a log entry: method, URL (secret query values redacted, length capped), host, client address. */
function serializeLogRequest(request: Record<string, unknown>): Record<string, unknown> {
  const socket = request.socket as { remotePort?: number } | undefined;
  return {
    method: request.method,
    url: cut(String(request.url ?? '').replace(SECRET_QUERY, `$1${REDACTED}`), 512),
    host: request.host ?? request.hostname,
    remoteAddress: request.ip ?? request.remoteAddress,
    remotePort: socket?.remotePort ?? request.remotePort,
  };
}

/** A reply as a log entry: its status only. */
function serializeLogReply(reply: Record<string, unknown>): Record<string, unknown> {
  return { statusCode: reply.statusCode };
}

/** Room left in a line for what pino adds to the fields (level, time, pid, hostname, reqId, msg). */
const LINE_OVERHEAD = 1024;

/**
 * Keeps a whole entry under `LOG_LINE_LIMIT`: when the scrubbed fields are still too large,
 * they are replaced by a note saying so (and the error's type and message, which are short).
 */
function capEntry(entry: Record<string, unknown>): Record<string, unknown> {
  const size = JSON.stringify(entry)?.length ?? 0;
  if (size <= LOG_LINE_LIMIT - LINE_OVERHEAD) return entry;
  const err = entry.err as { type?: unknown; message?: unknown } | undefined;
  return {
    logEntryCut: `entry of ${size} characters exceeded ${LOG_LINE_LIMIT - LINE_OVERHEAD}`,
    ...(err ? { err: { type: err.type, message: typeof err.message === 'string' ? cut(err.message, 1024) : undefined } } : {}),
  };
}

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * The server's pino options: the caller's (level, stream…) plus redaction of secrets, the
 * request and error serializers above, and the per-entry size cap. Used by `buildApp`.
 */
export function hardenedLoggerOptions(options: LoggerOptions): LoggerOptions {
  return {
    ...options,
    redact: { paths: LOG_REDACT_PATHS, censor: REDACTED },
    // The formatter below already serialized these; pino's serializers then see plain objects
    // (or, for child-logger bindings, the originals) and must give the same result either way.
    serializers: {
      req: serializeLogRequest as never,
      res: serializeLogReply as never,
      err: ((value: unknown) => (value instanceof Error ? serializeLogError(value) : value)) as never,
    },
    // The message text is not part of the fields the formatter sees: cut it here.
    hooks: {
      logMethod(args: unknown[], method: (...args: unknown[]) => void) {
        method.apply(this, args.map((arg) => (typeof arg === 'string' ? cut(arg) : arg)));
      },
    },
    formatters: {
      log(entry: Record<string, unknown>) {
        const safe: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(entry)) {
          const isObject = value !== null && typeof value === 'object';
          if (key === 'req' && isObject) safe.req = serializeLogRequest(value as Record<string, unknown>);
          else if (key === 'res' && isObject) safe.res = serializeLogReply(value as Record<string, unknown>);
          else if (value instanceof Error) safe[key] = serializeLogError(value);
          else safe[key] = SECRET_KEY.test(key) ? REDACTED : scrubLogValue(value);
        }
        return capEntry(safe);
      },
    },
  } as LoggerOptions;
}
