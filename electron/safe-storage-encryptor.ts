import { safeStorage } from 'electron';
import type { Encryptor } from './core/core-types.js';

/**
 * The vault's Encryptor in Electron (docs/security.md, checklist item "Secrets"): the OS key vault through safeStorage.
 * On Linux the backend is reported, because `basic_text` means a hard-coded key and the user
 * is warned that tokens are only obscured.
 */
export function safeStorageEncryptor(platform: NodeJS.Platform = process.platform): Encryptor {
  return {
    isAvailable: () => safeStorage.isEncryptionAvailable(),
    encrypt: (plain) => safeStorage.encryptString(plain),
    decrypt: (sealed) => safeStorage.decryptString(sealed),
    backend: () => {
      if (platform === 'linux') return safeStorage.getSelectedStorageBackend();
      return platform === 'darwin' ? 'keychain' : platform === 'win32' ? 'dpapi' : platform;
    },
  };
}
