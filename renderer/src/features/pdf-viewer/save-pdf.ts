import { BridgeError, desktop } from '../../lib/bridge.js';
import { bytesOfBase64 } from './use-pdf-document.js';

/** One printed form of one document, with the file name it would be saved under. */
export interface PrintTarget {
  uid: string;
  /** The service's code of a form other than the main one; never shown to people. */
  form?: string;
  /**
   * What people call it: `Видаткова накладна № 12 від 21.11.2026`, with the form's name when it is
   * not the main one (`… (Складська накладна)`). Titles and file names say that, not the form's code.
   */
  title: string;
}

/** Whether a bridge failure means "this host cannot do that" rather than a real error. */
export function isUnsupported(error: unknown): boolean {
  return error instanceof BridgeError && error.code === 'UNSUPPORTED';
}

/** A file name without the characters file systems refuse. */
export function pdfFileName(target: PrintTarget): string {
  const base = target.title
    .replace(/[\\/<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .trim();
  return `${base || target.uid}.pdf`;
}

/**
 * The browser's own download: what the browser host offers instead of a save dialog. Several forms
 * are joined into one file named `joinedName`, as the desktop saves them, rather than a download each.
 */
async function downloadInBrowser(targets: PrintTarget[], joinedName: string | undefined): Promise<void> {
  const parts: Uint8Array[] = [];
  for (const target of targets) {
    const reply = await desktop['documents.pdf']({ uid: target.uid, ...(target.form ? { form: target.form } : {}) });
    parts.push(bytesOfBase64(reply.data.base64));
  }
  // pdf-lib is loaded only when a browser saves several forms at once.
  const [only] = parts;
  const bytes = only && parts.length === 1 ? only : await (await import('../../../../shared/pdf/merge-pdfs.js')).mergePdfs(parts);
  // TypeScript's DOM types refuse a Uint8Array that might sit on a SharedArrayBuffer; this one never does.
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(targets, joinedName);
  link.click();
  // The download has started from the link; the object URL is released once it was read.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The name one file of `targets` is saved under: the form's own, or `joinedName` for several. */
function fileNameOf(targets: PrintTarget[], joinedName: string | undefined): string {
  const [first, ...rest] = targets;
  if (!first) return '';
  return rest.length > 0 && joinedName ? pdfFileName({ uid: first.uid, title: joinedName }) : pdfFileName(first);
}

/**
 * Saves the forms as PDF, all of them in one file named `joinedName` (several delivery notes print
 * and file as one): through the desktop's save dialog where the host has one; else, in the browser
 * host (it answers `pdf.save` with UNSUPPORTED), as one browser download. Returns how many forms
 * were saved, 0 when the save dialog was cancelled.
 */
export async function savePdfs(targets: PrintTarget[], joinedName?: string): Promise<number> {
  const [first, ...rest] = targets;
  if (!first) return 0;
  const ref = (target: PrintTarget) => ({ uid: target.uid, ...(target.form ? { form: target.form } : {}) });
  try {
    const suggestedName = fileNameOf(targets, joinedName);
    const result = await desktop['pdf.save']({ ...ref(first), ...(rest.length > 0 ? { joined: rest.map(ref) } : {}), suggestedName });
    return result.saved ? targets.length : 0;
  } catch (error) {
    if (!isUnsupported(error)) throw error;
  }
  await downloadInBrowser(targets, joinedName);
  return targets.length;
}
