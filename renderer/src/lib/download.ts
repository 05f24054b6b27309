/** Saves bytes or text as a file through the page's download (works in the browser host and in Electron). */
export function downloadFile(name: string, content: Uint8Array | string, type: string): void {
  // TypeScript's DOM types refuse a Uint8Array that might sit on a SharedArrayBuffer; ours never do.
  const blob = new Blob([content as BlobPart], { type });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CSV_TYPE = 'text/csv;charset=utf-8';
export const PDF_TYPE = 'application/pdf';
