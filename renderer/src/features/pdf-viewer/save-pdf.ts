import { BridgeError, desktop } from '../../lib/bridge.js';
import { bytesOfBase64 } from './use-pdf-document.js';

/** One printed form of one document, with the file name it would be saved under. */
export interface PrintTarget {
  uid: string;
  form?: string;
  /** What people call it: `Видаткова накладна № 12 від 21.11.2026`. */
  title: string;
}

/** Whether a bridge failure means "this host cannot do that" rather than a real error. */
export function isUnsupported(error: unknown): boolean {
  return error instanceof BridgeError && error.code === 'UNSUPPORTED';
}

/** A file name without the characters file systems refuse. */
export function pdfFileName(target: PrintTarget): string {
  const base = `${target.title}${target.form ? ` ${target.form}` : ''}`.replace(/[\\/<>:"|?*]/g, '_').replace(/\s+/g, ' ').trim();
  return `${base || target.uid}.pdf`;
}

/** The browser's own download of a form: what the browser host offers instead of a save dialog. */
async function downloadInBrowser(target: PrintTarget): Promise<void> {
  const reply = await desktop['documents.pdf']({ uid: target.uid, ...(target.form ? { form: target.form } : {}) });
  const url = URL.createObjectURL(new Blob([bytesOfBase64(reply.data.base64) as BlobPart], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = pdfFileName(target);
  link.click();
  // The download has started from the link; the object URL is released once it was read.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Saves each form as a PDF file: through the desktop's save dialog where the host has one, else
 * as a browser download (the browser host answers `pdf.save` with UNSUPPORTED). Returns how many
 * were saved; a cancelled save dialog stops the rest.
 */
export async function savePdfs(targets: PrintTarget[]): Promise<number> {
  let saved = 0;
  for (const target of targets) {
    try {
      const result = await desktop['pdf.save']({ uid: target.uid, ...(target.form ? { form: target.form } : {}), suggestedName: pdfFileName(target) });
      if (!result.saved) break;
    } catch (error) {
      if (!isUnsupported(error)) throw error;
      await downloadInBrowser(target);
    }
    saved += 1;
  }
  return saved;
}
