import { join } from 'node:path';
import { z } from 'zod';
import type { LogFn, Encryptor } from './core-types.js';
import { readTextIfExists, writeFileAtomic } from './atomic-file.js';
import { CoreError } from './errors.js';

const VaultFile = z.object({ version: z.literal(1), tokens: z.record(z.string(), z.string()) });
type VaultFile = z.output<typeof VaultFile>;

/** How safely tokens are kept on this computer. */
export interface VaultStatus {
  available: boolean;
  /** Linux `basic_text`: the key is not protected by a key vault, so the user is warned. */
  weak: boolean;
  backend: string;
}

/** Tokens of cloud accounts, encrypted at rest. Only the core reads it; no handler returns a token. */
export interface CredentialVault {
  status(): VaultStatus;
  has(connectionId: string): Promise<boolean>;
  /** Refuses with `encryptionUnavailable` rather than keep a token in clear. */
  store(connectionId: string, token: string): Promise<void>;
  read(connectionId: string): Promise<string | null>;
  remove(connectionId: string): Promise<void>;
}

/** The file of the vault inside the user data folder. */
export const VAULT_FILE = 'credentials.json';

/**
 * Opens the credential vault in `userDataDir` (docs/security.md, checklist item "Secrets"): tokens go through the
 * Encryptor port (Electron's safeStorage), the file has mode 0600, writes are atomic, and no
 * token ever reaches a log line.
 */
export function createCredentialVault(userDataDir: string, encryptor: Encryptor, log?: LogFn): CredentialVault {
  const path = join(userDataDir, VAULT_FILE);
  let chain: Promise<unknown> = Promise.resolve();
  let warnedWeak = false;

  const status = (): VaultStatus => {
    const available = encryptor.isAvailable();
    const backend = available ? encryptor.backend() : 'unavailable';
    return { available, weak: backend === 'basic_text', backend };
  };

  async function load(): Promise<VaultFile> {
    const text = await readTextIfExists(path);
    if (text === null) return { version: 1, tokens: {} };
    try {
      return VaultFile.parse(JSON.parse(text));
    } catch {
      // A damaged vault is not silently replaced: the user re-enters tokens, and we say why.
      log?.('error', `credential vault: ${VAULT_FILE} is damaged; saved tokens cannot be read`);
      return { version: 1, tokens: {} };
    }
  }

  // One change at a time, so two concurrent adds cannot lose each other's token.
  const change = <T>(work: (file: VaultFile) => Promise<T>): Promise<T> => {
    const next = chain.then(async () => work(await load()));
    chain = next.catch(() => undefined);
    return next;
  };
  const save = (file: VaultFile) => writeFileAtomic(path, JSON.stringify(file));

  return {
    status,
    async has(connectionId) {
      return (await load()).tokens[connectionId] !== undefined;
    },
    async store(connectionId, token) {
      const now = status();
      if (!now.available) {
        throw new CoreError(
          'encryptionUnavailable',
          'Tokens cannot be encrypted on this computer (the system key store is not available), so the token was not saved.',
        );
      }
      if (now.weak && !warnedWeak) {
        warnedWeak = true;
        log?.('warn', 'credential vault: the key store is basic_text (weak); tokens are encrypted with a key that is not protected');
      }
      const sealed = encryptor.encrypt(token).toString('base64');
      return change(async (file) => {
        file.tokens[connectionId] = sealed;
        await save(file);
      });
    },
    async read(connectionId) {
      const sealed = (await load()).tokens[connectionId];
      if (sealed === undefined) return null;
      if (!encryptor.isAvailable()) {
        throw new CoreError('encryptionUnavailable', 'The saved token cannot be decrypted: the system key store is not available.');
      }
      try {
        return encryptor.decrypt(Buffer.from(sealed, 'base64'));
      } catch {
        log?.('error', `credential vault: the token of connection ${connectionId} cannot be decrypted`);
        throw new CoreError('unauthorized', 'The saved token cannot be decrypted on this computer; enter it again.');
      }
    },
    remove(connectionId) {
      return change(async (file) => {
        if (file.tokens[connectionId] === undefined) return;
        delete file.tokens[connectionId];
        await save(file);
      });
    },
  };
}
