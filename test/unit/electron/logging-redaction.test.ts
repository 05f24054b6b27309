import { describe, expect, it } from 'vitest';
import { redactLogText, redactLogValue } from '../../../electron/log-redaction.js';

describe('log redaction', () => {
  it.each([
    ['Authorization: Bearer abc.def-123', 'abc.def-123'],
    ['{"authorization":"Bearer s3cr3t-token"}', 's3cr3t-token'],
    ["headers: { authorization: 'Basic dXNlcjpwYXNz' }", 'dXNlcjpwYXNz'],
    ['sent bearer eyJhbGciOiJIUzI1NiJ9.e30.sig to the cloud', 'eyJhbGciOiJIUzI1NiJ9.e30.sig'],
    ['x-session-token: 0123456789abcdef', '0123456789abcdef'],
    ['server/cli.ts --data /tmp/c --token demo-token --port 0', 'demo-token'],
    ['tsx server/cli.ts --token="quoted secret"', 'quoted secret'],
    ['--token=abc123', 'abc123'],
    ['env OBLIK_SERVICE_TOKEN=Zm9vYmFyYmF6 node service.js', 'Zm9vYmFyYmF6'],
    ['{"token": "t-42", "name": "x"}', 't-42'],
    ['postgres://oblik:hunter2@db.local/books', 'hunter2'],
  ])('a token never survives: %s', (line, secret) => {
    const redacted = redactLogText(line);
    expect(redacted).not.toContain(secret);
    expect(redacted).toContain('•••');
  });

  it.each([
    ['IBAN UA213223130000026007233566001 of the supplier', 'UA213223130000026007233566001'],
    ['paid to UA21 3223 1300 0002 6007 2335 6600 1', 'UA21 3223 1300 0002 6007 2335 6600 1'],
    ['German account DE89370400440532013000', 'DE89370400440532013000'],
  ])('an IBAN is masked: %s', (line, iban) => {
    expect(redactLogText(line)).not.toContain(iban);
    expect(redactLogText(line)).toContain('[iban]');
  });

  it('e-mail addresses are masked', () => {
    expect(redactLogText('agent email buh.olena@firma.com.ua changed')).toBe('agent email [email] changed');
  });

  it.each(['+380 44 123 45 67', '+380441234567', '(044) 123-45-67', '050-123-45-67', '0501234567'])(
    'the phone number %s is masked',
    (phone) => {
      expect(redactLogText(`call ${phone} today`)).toBe('call [phone] today');
    },
  );

  it('ordinary log lines stay as they were: versions, ports, dates, amounts, ids', () => {
    const line =
      'local service: listening on http://127.0.0.1:53124 at 2026-11-22 12:30:00, v0.1.0, posted 1234.56 UAH, pid 48213, document 42';
    expect(redactLogText(line)).toBe(line);
  });

  it('strings inside objects, arrays and errors are masked and the shape is kept', () => {
    const error = new Error('refused OBLIK_SERVICE_TOKEN=abc');
    const [object, list, copy] = redactLogValue([{ header: 'Bearer xyz', n: 3 }, ['a@b.ua'], error]) as [unknown, string[], Error];
    expect(object).toEqual({ header: 'Bearer •••', n: 3 });
    expect(list).toEqual(['[email]']);
    expect(copy.message).toBe('refused OBLIK_SERVICE_TOKEN=•••');
    expect(copy.stack).not.toContain('=abc');
  });
});
