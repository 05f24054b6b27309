import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ELECTRON_DIR = fileURLToPath(new URL('../node_modules/electron/', import.meta.url));

/**
 * The Electron binary, if this machine has one. Read from the package's files rather than by
 * requiring `electron`, which would try to download it (docs/desktop-app.md, "Where Electron cannot run").
 */
export function findElectronBinary(electronDir: string = ELECTRON_DIR, env: NodeJS.ProcessEnv = process.env): string | null {
  try {
    const relative = readFileSync(join(electronDir, 'path.txt'), 'utf8').trim();
    const binary = env.ELECTRON_OVERRIDE_DIST_PATH ? join(env.ELECTRON_OVERRIDE_DIST_PATH, relative) : join(electronDir, 'dist', relative);
    return relative && existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}
