import { existsSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fileKeyEncryptor } from '../../../electron/file-key-encryptor.js';
import { webContentsPrinter } from '../../../electron/pdf-printer.js';
import { safeStorageEncryptor } from '../../../electron/safe-storage-encryptor.js';
import { utilityServiceLauncher } from '../../../electron/utility-service.js';
import { FakeBrowserWindow, FakeUtilityProcess, FakeWebContents, fake, printSession, resetFake } from './fake-electron.js';
import { at } from '../../support/checked.js';

vi.mock('electron', async () => (await import('./fake-electron.js')).electronModule);

describe('Electron adapters of the core', () => {
  beforeEach(resetFake);

  // docs/security.md, the checklist's "Secrets" row.
  it('safeStorage seals and opens tokens, and reports the Linux key store', () => {
    const encryptor = safeStorageEncryptor('linux');
    expect(encryptor.decrypt(encryptor.encrypt('token-1'))).toBe('token-1');
    fake.safeStorage.getSelectedStorageBackend.mockReturnValueOnce('basic_text');
    expect(encryptor.backend()).toBe('basic_text');
    expect(safeStorageEncryptor('darwin').backend()).toBe('keychain');
    expect(safeStorageEncryptor('win32').backend()).toBe('dpapi');
  });

  it('the browser host keeps its key in a 0600 file and says the key vault is weak', () => {
    const keyFile = join(mkdtempSync(join(tmpdir(), 'oblik-key-')), 'data', 'browser-host.key');
    const encryptor = fileKeyEncryptor(keyFile);
    const sealed = encryptor.encrypt('секрет');
    expect(sealed.toString('utf8')).not.toContain('секрет');
    expect(fileKeyEncryptor(keyFile).decrypt(sealed)).toBe('секрет');
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(encryptor.backend()).toBe('basic_text');
    const tampered = Buffer.from(sealed);
    const last = tampered.length - 1;
    tampered.writeUInt8(tampered.readUInt8(last) ^ 1, last);
    expect(() => encryptor.decrypt(tampered)).toThrow();
  });

  it('the embedded service runs in a utilityProcess and is ready when it prints its port', async () => {
    const launch = utilityServiceLauncher('/app/out/main/service.js');
    const service = launch(['--data', '/d', '--port', '0'], { OBLIK_SERVICE_TOKEN: 't' });
    const child = at(FakeUtilityProcess.forked, 0);
    expect(fake.utilityProcess.fork).toHaveBeenCalledWith(
      '/app/out/main/service.js',
      ['--data', '/d', '--port', '0'],
      expect.objectContaining({ stdio: 'pipe', env: expect.objectContaining({ OBLIK_SERVICE_TOKEN: 't' }) as unknown }),
    );
    child.stdout.emit('data', Buffer.from('listening on http://127.0.0.1:'));
    child.stdout.emit('data', Buffer.from('43123\n'));
    await expect(service.ready).resolves.toEqual({ port: 43123 });
    const exits: (number | null)[] = [];
    service.onExit((code) => exits.push(code));
    service.kill();
    expect(child.kill).toHaveBeenCalled();
    child.emit('exit', 0);
    expect(exits).toEqual([0]);
  });

  it('a service served to the office is ready on its https line, with the certificate it serves', async () => {
    const service = utilityServiceLauncher('/s.js')(['--listen', '0.0.0.0:8443'], {});
    const child = at(FakeUtilityProcess.forked, 0);
    const fingerprint = Array.from({ length: 32 }, (_, i) => (i * 7).toString(16).padStart(2, '0').toUpperCase()).join(':');
    child.stdout.emit('data', Buffer.from('listening on https://0.0.0.0:84'));
    child.stdout.emit('data', Buffer.from(`43 (certificate SHA-256 ${fingerprint.slice(0, 20)}`));
    child.stdout.emit('data', Buffer.from(`${fingerprint.slice(20)})\n`));
    await expect(service.ready).resolves.toEqual({ port: 8443, fingerprint });
  });

  it('a service that stops before it is ready rejects without echoing its arguments', async () => {
    const service = utilityServiceLauncher('/s.js')([], { OBLIK_SERVICE_TOKEN: 'secret-token' });
    at(FakeUtilityProcess.forked, 0).emit('exit', 1);
    await expect(service.ready).rejects.toThrow(/code 1/);
    await expect(service.ready).rejects.not.toThrow(/secret-token/);
  });

  it('prints silently to a chosen printer with copies, or shows the system dialog, and removes its temp file', async () => {
    const printer = webContentsPrinter(() => null);
    await printer.print(Buffer.from('%PDF-1.7'), { printer: 'Office HP', copies: 3 });
    const window = at(FakeBrowserWindow.created, 0);
    expect(window.options).toMatchObject({
      show: false,
      webPreferences: { session: printSession, sandbox: true, contextIsolation: true, nodeIntegration: false },
    });
    // Its own session, with permissions denied and without the app's CSP (which would block the PDF viewer).
    expect(fake.session.fromPartition).toHaveBeenCalledWith('oblik-print');
    expect(printSession.setPermissionCheckHandler).toHaveBeenCalled();
    expect(printSession.webRequest.onHeadersReceived).not.toHaveBeenCalled();
    expect(window.webContents.print).toHaveBeenCalledWith(
      expect.objectContaining({ silent: true, deviceName: 'Office HP', copies: 3 }),
      expect.any(Function),
    );
    const [file] = at(window.loadFile.mock.calls, 0);
    expect(existsSync(file)).toBe(false);
    expect(window.destroy).toHaveBeenCalled();

    await printer.print(Buffer.from('%PDF-1.7'), { copies: 1 });
    expect(at(FakeBrowserWindow.created, 1).webContents.print).toHaveBeenCalledWith(
      expect.objectContaining({ silent: false, deviceName: undefined, copies: 1 }),
      expect.any(Function),
    );
  });

  it('a failed print job rejects with a coded error', async () => {
    FakeWebContents.printFailure = 'no paper';
    await expect(webContentsPrinter(() => null).print(Buffer.from('%PDF'), { copies: 1 })).rejects.toMatchObject({ code: 'PRINT_FAILED' });
    expect(at(FakeBrowserWindow.created, 0).destroy).toHaveBeenCalled();
  });

  it('lists printers with the default one marked', async () => {
    const contents = new FakeWebContents();
    contents.getPrintersAsync.mockResolvedValueOnce([
      { name: 'A', options: { 'printer-is-default': 'true' } },
      { name: 'B', options: {} },
    ]);
    await expect(webContentsPrinter(() => contents as never).list()).resolves.toEqual([
      { name: 'A', isDefault: true },
      { name: 'B', isDefault: false },
    ]);
    await expect(webContentsPrinter(() => null).list()).resolves.toEqual([]);
  });
});
