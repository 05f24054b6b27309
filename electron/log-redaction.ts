/**
 * Removes secrets and personal data from a log line before it is written (docs/security.md, checklist item "Secrets":
 * tokens never reach a log). Pure, so every pattern is unit-tested; what it cannot recognise
 * (names, addresses) is kept out of logs by never logging request bodies.
 */

const MASK = '•••';

interface Rule {
  pattern: RegExp;
  replace: string | ((match: string, ...groups: string[]) => string);
}

const RULES: Rule[] = [
  // HTTP headers, quoted or not: `Authorization: Bearer x`, `"authorization":"Basic x"`, `X-Session-Token: x`.
  {
    pattern: /(["']?(?:authorization|proxy-authorization|x-[a-z-]*token|cookie|set-cookie)["']?\s*[:=]\s*["']?)[^"'\r\n,}]+/gi,
    replace: `$1${MASK}`,
  },
  // Bearer and Basic credentials wherever they appear.
  { pattern: /\b(bearer|basic)\s+[A-Za-z0-9._~+/=-]+/gi, replace: `$1 ${MASK}` },
  // Command-line token arguments: `--token x`, `--token=x`, `--session-token x`.
  { pattern: /(--[a-z-]*token(?:=|\s+))("[^"]*"|'[^']*'|\S+)/gi, replace: `$1${MASK}` },
  // Environment assignments: OBLIK_SERVICE_TOKEN=x, API_KEY=x, DB_PASSWORD=x, SECRET=x.
  { pattern: /\b([A-Z0-9_]*(?:TOKEN|SECRET|PASSWORD|API_KEY))=("[^"]*"|'[^']*'|\S+)/g, replace: `$1=${MASK}` },
  // JSON fields named like a secret: "token": "x", "password": "x".
  { pattern: /("(?:[a-z_]*token|password|secret)"\s*:\s*)"[^"]*"/gi, replace: `$1"${MASK}"` },
  // Passwords in URLs: postgres://user:secret@host.
  { pattern: /(\b[a-z][a-z0-9+.-]*:\/\/[^/\s:@]+:)[^@\s/]+@/gi, replace: `$1${MASK}@` },
  // IBANs (Ukrainian UA + 27 digits, or any country), with or without spaces every four characters.
  { pattern: /\b[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{4}){2,7}(?:[ ]?[A-Z0-9]{1,4})?\b/g, replace: '[iban]' },
  // E-mail addresses.
  { pattern: /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, replace: '[email]' },
  // Phone numbers: +380 44 123 45 67, (044) 123-45-67, 0501234567; at least 10 digits in all.
  {
    pattern: /(?<![\w.:/-])\+?(?:\d{1,3}[\s-]?)?(?:\(\d{2,4}\)|\d{2,4})[\s-]?\d{2,4}[\s-]?\d{2}[\s-]?\d{2,3}(?![\w.:/-])/g,
    replace: (match) => (match.replace(/\D/g, '').length >= 10 ? '[phone]' : match),
  },
];

/** The text with tokens, credentials, IBANs, e-mail addresses and phone numbers masked. */
export function redactLogText(text: string): string {
  let result = text;
  for (const rule of RULES) result = result.replace(rule.pattern, rule.replace as string);
  return result;
}

/** Masks every string inside a logged value (arrays and plain objects too), keeping its shape. */
export function redactLogValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactLogText(value);
  if (value instanceof Error) {
    const copy = new Error(redactLogText(value.message));
    copy.name = value.name;
    copy.stack = value.stack === undefined ? undefined : redactLogText(value.stack);
    return copy;
  }
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => redactLogValue(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactLogValue(item, depth + 1)]));
}
