import type { FastifyServerOptions } from 'fastify';

/**
 * Where and how much the service logs. JSON lines (pino, through Fastify) on stderr by default;
 * `level: 'silent'` turns the log off (the test suites do, through OBLIK_SERVICE_LOG_LEVEL).
 */
export interface ServiceLogOptions {
  level?: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Anything with `write(line)`; stderr unless given. */
  stream?: { write(line: string): unknown };
}

type Serialized = Record<string, unknown>;

/**
 * Values a database or library may quote in an error message: quoted text, `(column)=(value)`
 * pairs, IBANs and runs of digits (agent codes, tax numbers). Cut out so a logged fault names
 * what failed, not whom it concerned (docs/security.md, "Logs").
 */
export function scrubMessage(text: string): string {
  return text
    .replace(/"[^"\n]*"/g, '"…"')
    .replace(/\([^()\n]*\)=\([^()\n]*\)/g, '(…)=(…)')
    .replace(/\bUA\d{6,}/gi, 'UA…')
    .replace(/\d{6,}/g, '…');
}

/**
 * An error as the log keeps it: its class, code, scrubbed message and stack, and its cause.
 * Nothing else: drivers hang the refused row's values on errors (`detail`, `parameters`).
 */
function serializeError(error: unknown, depth = 0): { type: string; message: string; stack: string; [key: string]: unknown } {
  if (!(error instanceof Error)) return { type: typeof error, message: scrubMessage(String(error)).slice(0, 500), stack: '' };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.constructor.name,
    ...(typeof code === 'string' ? { code } : {}),
    message: scrubMessage(error.message),
    stack: scrubMessage(error.stack ?? ''),
    ...(error.cause !== undefined && depth < 3 ? { cause: serializeError(error.cause, depth + 1) } : {}),
  };
}

/** A request as the log keeps it: method and path, never the query string (find values are agent codes) or headers. */
function serializeRequest(request: { method?: string; url?: string; ip?: string }): Serialized {
  return { method: request.method, path: request.url?.split('?')[0], remoteAddress: request.ip };
}

/** Fastify's logger options for the service: JSON to stderr, personal data and secrets kept out. */
export function loggerOptions(options: ServiceLogOptions = {}): FastifyServerOptions['logger'] {
  const envLevel = process.env.OBLIK_SERVICE_LOG_LEVEL;
  return {
    level: options.level ?? envLevel ?? 'info',
    stream: options.stream ?? process.stderr,
    serializers: {
      err: serializeError,
      error: serializeError,
      cause: serializeError,
      req: serializeRequest,
      res: (reply: { statusCode?: number }) => ({ statusCode: reply.statusCode }),
    },
    // Belt and braces, should a later log call pass headers or a body along.
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'authorization',
        'token',
        'body',
        'req.body',
        '*.token',
        '*.iban',
        '*.taxCode',
      ],
      censor: '[redacted]',
    },
  };
}
