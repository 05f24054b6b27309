import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Encryptor } from './core/core-types.js';

const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

function loadOrCreateKey(keyFile: string): Buffer {
  try {
    const key = readFileSync(keyFile);
    if (key.length === KEY_BYTES) return key;
  } catch {
    // No key yet: make one below.
  }
  const key = randomBytes(KEY_BYTES);
  mkdirSync(dirname(keyFile), { recursive: true, mode: 0o700 });
  writeFileSync(keyFile, key, { mode: 0o600 });
  chmodSync(keyFile, 0o600);
  return key;
}

/**
 * The browser host's Encryptor, where there is no safeStorage: AES-256-GCM with a random key in
 * a 0600 file beside the data. The key lies next to what it protects, so it reports itself as
 * `basic_text` and the app warns about a weak key vault, as it does for Electron on such Linux.
 */
export function fileKeyEncryptor(keyFile: string): Encryptor {
  let key: Buffer | null = null;
  const keyOf = () => (key ??= loadOrCreateKey(keyFile));
  return {
    isAvailable: () => true,
    encrypt(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', keyOf(), iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]);
    },
    decrypt(sealed) {
      const decipher = createDecipheriv('aes-256-gcm', keyOf(), sealed.subarray(0, IV_BYTES));
      decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
    backend: () => 'basic_text',
  };
}
