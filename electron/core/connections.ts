import { randomUUID } from 'node:crypto';
import { rename, stat } from 'node:fs/promises';
import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import { Fingerprint } from './invitation-code.js';
import { HeaderScheme, type AddConnectionRequest } from '../../shared/ipc/app-contract.js';
import { ServeChoice } from '../../shared/ipc/sharing-contract.js';
import { PostgresPlace } from '../../shared/ipc/postgres-contract.js';
import { readTextIfExists, writeFileAtomic } from './atomic-file.js';
import { checkCloudBaseUrl } from './base-url.js';
import type { CredentialVault } from './credential-vault.js';
import { COMPANY_FILE_EXTENSION } from '../../shared/api/company-files.js';
import { CoreError } from './errors.js';

import type { LogFn } from './core-types.js';

// Ids become folder names (caches, company files): only this shape is ever read back from disk.
const ConnectionId = z.string().regex(/^[a-z0-9-]{1,64}$/);

const StoredConnection = z.object({
  id: ConnectionId,
  kind: z.enum(['cloud', 'local', 'postgres']),
  name: z.string(),
  baseUrl: z.string().optional(),
  headerScheme: HeaderScheme.optional(),
  isDemo: z.boolean(),
  /** Size limit of the connection's offline cache in MB; the default when unset. */
  cacheLimitMb: z.number().int().positive().optional(),
  /** A local company opened from a file elsewhere on disk (absolute); without it the file is in the user data folder. */
  file: z.string().optional(),
  /** A company served to the office: the SHA-256 of the certificate pinned when the person joined. */
  fingerprint: Fingerprint.optional(),
  /** A local company this PC serves to the office: where, so that the next start serves it again. */
  share: ServeChoice.optional(),
  /** A company on the office's PostgreSQL: where it is (its password is in the vault, like a token). */
  postgres: PostgresPlace.optional(),
});
/** A connection as kept in `connections.json`: never a token or a password (those live in the vault). */
export type StoredConnection = z.output<typeof StoredConnection>;

const ConnectionsFile = z.object({ version: z.literal(1), activeId: ConnectionId.nullable(), connections: z.array(StoredConnection) });
type ConnectionsFile = z.output<typeof ConnectionsFile>;

/** The file of the connection list inside the user data folder. */
export const CONNECTIONS_FILE = 'connections.json';

/** The demo company every first run starts on (docs/desktop-app.md, "Connections"). */
const DEMO: StoredConnection = { id: 'demo', kind: 'local', name: 'Демо-компанія', isDemo: true };

/** Cloud accounts, local company files and companies on the office's PostgreSQL, persisted in the user data folder. */
export interface Connections {
  all(): StoredConnection[];
  get(id: string): StoredConnection | undefined;
  active(): StoredConnection | null;
  /** Adds a connection; a cloud account's token or a database's password goes to the vault, which may refuse to keep it. */
  add(request: z.output<typeof AddConnectionRequest>): Promise<StoredConnection>;
  select(id: string): Promise<StoredConnection>;
  /** Removes a connection and its token; returns it, or null when there was none with that id. */
  remove(id: string): Promise<StoredConnection | null>;
  /** Adds a company served to the office, reached at `baseUrl` with its certificate pinned; the token goes to the vault. */
  addServed(served: { name: string; baseUrl: string; fingerprint: string; token: string }): Promise<StoredConnection>;
  /** Pins another certificate fingerprint for a served company: the user accepted it knowingly. */
  setFingerprint(id: string, fingerprint: string): Promise<StoredConnection>;
  /** Sets the size limit of the connection's offline cache, in MB. */
  setCacheLimit(id: string, megabytes: number): Promise<StoredConnection>;
  /** Remembers where a local company is served to the office, or (null) that it is not. */
  setShare(id: string, share: ServeChoice | null): Promise<StoredConnection>;
}

/** The file of a local company's books. */
export function companyFile(userDataDir: string, connection: StoredConnection): string {
  return connection.file ?? join(userDataDir, 'companies', `${connection.id}${COMPANY_FILE_EXTENSION}`);
}

/**
 * Checks a company file the user picked to open in place: an absolute path to an existing file that
 * ends with the company extension and is not in the list already. Whether it is a company of this
 * version, and not open in another app, its service tells when it starts (shared/api/service-exit.ts).
 */
async function checkCompanyFile(path: string, taken: string[]): Promise<string> {
  if (!isAbsolute(path)) throw new CoreError('badRequest', 'give the full path to the company file');
  const file = resolve(path);
  if (!file.toLowerCase().endsWith(COMPANY_FILE_EXTENSION)) {
    throw new CoreError('badRequest', `a company file ends with ${COMPANY_FILE_EXTENSION}`);
  }
  if (taken.includes(file)) throw new CoreError('conflict', `${file} is already in the list`);
  const found = await stat(file).catch(() => null);
  if (!found) throw new CoreError('notFound', `there is no file ${file}`);
  if (!found.isFile()) throw new CoreError('badRequest', `${file} is not a file`);
  return file;
}

async function loadFile(path: string, log?: LogFn): Promise<ConnectionsFile | null> {
  const text = await readTextIfExists(path);
  if (text === null) return null;
  try {
    return ConnectionsFile.parse(JSON.parse(text));
  } catch {
    // Kept aside rather than overwritten, so nothing the user entered is destroyed.
    const aside = `${path}.damaged-${Date.now()}`;
    await rename(path, aside).catch(() => undefined);
    log?.('error', `connections: ${CONNECTIONS_FILE} was damaged and was moved aside; starting on the demo company`);
    return null;
  }
}

/** Opens the connection list in `userDataDir`; the first run gets the demo company, selected. */
export async function openConnections(userDataDir: string, vault: CredentialVault, log?: LogFn): Promise<Connections> {
  const path = join(userDataDir, CONNECTIONS_FILE);
  let state: ConnectionsFile = (await loadFile(path, log)) ?? { version: 1, activeId: DEMO.id, connections: [{ ...DEMO }] };
  const save = () => writeFileAtomic(path, JSON.stringify(state, null, 2));
  await save();

  const get = (id: string) => state.connections.find((c) => c.id === id);
  const mustGet = (id: string) => {
    const found = get(id);
    if (!found) throw new CoreError('notFound', 'there is no such connection');
    return found;
  };

  /** Adds a connection whose token goes to the vault first: if the vault refuses (no encryption), no half-made account is left behind. */
  const addWithToken = async (connection: StoredConnection, token: string): Promise<StoredConnection> => {
    await vault.store(connection.id, token);
    state = { ...state, connections: [...state.connections, connection] };
    try {
      await save();
    } catch (error) {
      state = { ...state, connections: state.connections.filter((c) => c.id !== connection.id) };
      await vault.remove(connection.id);
      throw error;
    }
    log?.(
      'info',
      `connections: added ${connection.kind} connection ${connection.id}${connection.fingerprint ? ' (served to the office)' : ''}`,
    );
    return connection;
  };

  return {
    all: () => state.connections.map((c) => ({ ...c })),
    get,
    active: () => (state.activeId === null ? null : (get(state.activeId) ?? null)),
    async add(request) {
      const id = randomUUID();
      if (request.kind === 'local') {
        const taken = state.connections.filter((c) => c.kind === 'local').map((c) => resolve(companyFile(userDataDir, c)));
        const file = request.file === undefined ? undefined : await checkCompanyFile(request.file, taken);
        const local: StoredConnection = { id, kind: 'local', name: request.name, isDemo: false, ...(file ? { file } : {}) };
        state = { ...state, connections: [...state.connections, local] };
        await save();
        log?.('info', `connections: added local connection ${id}${file ? ' (an existing company file)' : ''}`);
        return local;
      }
      if (request.kind === 'postgres') {
        const { host, port, database, user, password } = request;
        const place = PostgresPlace.parse({ host, port, database, user });
        return addWithToken({ id, kind: 'postgres', name: request.name, isDemo: false, postgres: place }, password);
      }
      return addWithToken(
        {
          id,
          kind: 'cloud',
          name: request.name,
          baseUrl: checkCloudBaseUrl(request.baseUrl),
          headerScheme: HeaderScheme.parse(request.headerScheme ?? {}),
          isDemo: false,
        },
        request.token,
      );
    },
    addServed({ name, baseUrl, fingerprint, token }) {
      const headerScheme = HeaderScheme.parse({});
      return addWithToken(
        { id: randomUUID(), kind: 'cloud', name, baseUrl: checkCloudBaseUrl(baseUrl), headerScheme, isDemo: false, fingerprint },
        token,
      );
    },
    async setFingerprint(id, fingerprint) {
      const changed = { ...mustGet(id), fingerprint: Fingerprint.parse(fingerprint) };
      state = { ...state, connections: state.connections.map((c) => (c.id === id ? changed : c)) };
      await save();
      log?.('info', `connections: connection ${id} now pins certificate ${fingerprint}`);
      return changed;
    },
    async select(id) {
      const chosen = mustGet(id);
      state = { ...state, activeId: chosen.id };
      await save();
      return chosen;
    },
    async setCacheLimit(id, megabytes) {
      const changed = { ...mustGet(id), cacheLimitMb: megabytes };
      state = { ...state, connections: state.connections.map((c) => (c.id === id ? changed : c)) };
      await save();
      return changed;
    },
    async setShare(id, share) {
      const { share: _dropped, ...rest } = mustGet(id);
      const changed: StoredConnection = share ? { ...rest, share } : rest;
      state = { ...state, connections: state.connections.map((c) => (c.id === id ? changed : c)) };
      await save();
      return changed;
    },
    async remove(id) {
      const gone = get(id);
      if (!gone) return null;
      const connections = state.connections.filter((c) => c.id !== id);
      const activeId = state.activeId === id ? (connections[0]?.id ?? null) : state.activeId;
      state = { ...state, activeId, connections };
      await save();
      await vault.remove(id);
      log?.('info', `connections: removed connection ${id}`);
      return gone;
    },
  };
}
