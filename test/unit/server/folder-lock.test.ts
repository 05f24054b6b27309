import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FolderLockedError, lockDataFolder } from '../../../server/store/folder-lock.js';

const dirs: string[] = [];
const tempDir = () => { const d = mkdtempSync(join(tmpdir(), 'oblik-lock-')); dirs.push(d); return d; };
afterEach(() => { for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true }); });

describe('the company folder lock', () => {
  it('refuses a second opener while a running process holds the folder', async () => {
    const dir = tempDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(join(dir, 'oblik-service.lock'), String(holder.pid));
      expect(() => lockDataFolder(dir)).toThrow(FolderLockedError);
      expect(() => lockDataFolder(dir)).toThrow(`pid ${holder.pid}`);
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('takes over a lock left by a process that died', async () => {
    const dir = tempDir();
    const dead = spawn(process.execPath, ['-e', '0']);
    await new Promise((done) => dead.once('exit', done));
    writeFileSync(join(dir, 'oblik-service.lock'), String(dead.pid));
    const release = lockDataFolder(dir);
    release();
    expect(existsSync(join(dir, 'oblik-service.lock'))).toBe(false);
  });

  it('can be taken again once released', () => {
    const dir = tempDir();
    lockDataFolder(dir)();
    const again = lockDataFolder(dir);
    expect(existsSync(join(dir, 'oblik-service.lock'))).toBe(true);
    again();
  });
});
