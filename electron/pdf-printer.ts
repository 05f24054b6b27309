import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BrowserWindow, session, type WebContents } from 'electron';
import type { CoreOptions } from './core/core-types.js';
import { hardenSession } from './security.js';

type Printer = NonNullable<CoreOptions['printer']>;

const PRINT_PARTITION = 'oblik-print';
const hardened = new WeakSet<object>();

/**
 * Prints PDFs through Chromium's own PDF viewer in a hidden, sandboxed window: to the printer
 * the user chose without a dialog, or with the system dialog when none was chosen.
 */
export function webContentsPrinter(listFrom: () => WebContents | null): Printer {
  return {
    async list() {
      const contents = listFrom();
      if (!contents) return [];
      const printers = await contents.getPrintersAsync();
      // CUPS marks the default printer in its platform-specific options; Windows and macOS set isDefault.
      return printers.map((printer) => {
        const options = printer.options as Record<string, string> | undefined;
        return {
          name: printer.name,
          isDefault: (printer as { isDefault?: boolean }).isDefault === true || options?.['printer-is-default'] === 'true',
        };
      });
    },
    async print(pdf, { printer, copies }) {
      const dir = await mkdtemp(join(tmpdir(), 'oblik-print-'));
      const file = join(dir, 'document.pdf');
      // Its own in-memory session: the app's CSP (object-src 'none') would block Chromium's PDF
      // viewer, while every permission stays denied there too (docs/security.md, item 5).
      const printSession = session.fromPartition(PRINT_PARTITION);
      if (!hardened.has(printSession)) {
        hardenSession(printSession, { csp: false });
        hardened.add(printSession);
      }
      const window = new BrowserWindow({
        show: false,
        webPreferences: {
          session: printSession,
          sandbox: true,
          contextIsolation: true,
          nodeIntegration: false,
          webSecurity: true,
          plugins: true,
          devTools: false,
        },
      });
      try {
        await writeFile(file, pdf, { mode: 0o600 });
        await window.loadFile(file);
        await new Promise<void>((resolve, reject) => {
          window.webContents.print({ silent: Boolean(printer), deviceName: printer, copies, printBackground: true }, (success, reason) => {
            if (success || reason === 'Print job canceled') resolve();
            else reject(Object.assign(new Error(`printing failed: ${reason}`), { code: 'PRINT_FAILED' }));
          });
        });
      } finally {
        window.destroy();
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
