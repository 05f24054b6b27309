import { AddPostgresRequest, POSTGRES_DEFAULT_PORT } from '../../../../shared/ipc/postgres-contract.js';
import type { NewPostgresConnection } from '../../lib/use-connections.js';

/** The fields of the dialog as typed. */
export type PostgresForm = Record<'name' | 'host' | 'port' | 'database' | 'user' | 'password', string>;

/** A problem of a field: the key of its words under `officeDb`. */
type Problem = 'required' | 'badHost' | 'badPort' | 'badDatabase' | 'badUser';

export const EMPTY_POSTGRES_FORM: PostgresForm = {
  name: '',
  host: '',
  port: String(POSTGRES_DEFAULT_PORT),
  database: '',
  user: '',
  password: '',
};

const BAD: Partial<Record<keyof PostgresForm, Problem>> = {
  host: 'badHost',
  port: 'badPort',
  database: 'badDatabase',
  user: 'badUser',
};

/** Checks the form with the contract's own schema, so the dialog refuses exactly what the main process would. */
export function checkPostgresForm(
  form: PostgresForm,
): { ok: true; request: NewPostgresConnection } | { ok: false; problems: Partial<Record<keyof PostgresForm, Problem>> } {
  const portText = form.port.trim();
  const request = {
    kind: 'postgres' as const,
    name: form.name.trim(),
    host: form.host.trim(),
    port: /^\d{1,5}$/.test(portText) ? Number(portText) : Number.NaN,
    database: form.database.trim(),
    user: form.user.trim(),
    password: form.password,
  };
  const parsed = AddPostgresRequest.safeParse(request);
  if (parsed.success) return { ok: true, request };
  const problems: Partial<Record<keyof PostgresForm, Problem>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof PostgresForm;
    const empty = field !== 'port' && request[field] === '';
    problems[field] ??= empty ? 'required' : (BAD[field] ?? 'required');
  }
  return { ok: false, problems };
}
