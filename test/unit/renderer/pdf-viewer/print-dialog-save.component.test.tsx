// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { PDFDocument } from 'pdf-lib';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * «Зберегти як PDF» for several delivery notes in the browser host, which has no save dialog: the
 * user gets one PDF with every ticked form of every note, not a download per form.
 */
const NOTES = ['000101', '000102', '000103'].map((no, i) => ({ uid: `note-${i}`, title: `Видаткова накладна № ${no}` }));

/** A one-page PDF whose page is as wide as `width` points, so the joined file's pages say where each came from. */
async function onePage(width: number): Promise<string> {
  const doc = await PDFDocument.create();
  doc.addPage([width, 842]);
  return Buffer.from(await doc.save()).toString('base64');
}

const asked: { uid: string; form?: string }[] = [];
vi.mock('../../../../renderer/src/lib/bridge.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../renderer/src/lib/bridge.js')>();
  const unsupported = () => Promise.reject(new original.BridgeError('UNSUPPORTED', 'not in the browser'));
  return {
    ...original,
    desktop: {
      'print.printers': unsupported,
      'pdf.save': unsupported,
      'documents.pdf': async (request: { uid: string; form?: string }) => {
        asked.push(request);
        // The main form 500 points wide, the warehouse form 400, plus the note's number.
        const width = (request.form ? 400 : 500) + Number(request.uid.slice(-1));
        return { data: { base64: await onePage(width), contentType: 'application/pdf' }, source: 'live', fetchedAt: '' };
      },
    },
  };
});

const { initI18n } = await import('../../../../renderer/src/i18n/i18n.js');
const { createQueryClient } = await import('../../../../renderer/src/lib/query-client.js');
const { PrintDialog } = await import('../../../../renderer/src/features/pdf-viewer/PrintDialog.js');

const downloads: { name: string; blob: Blob }[] = [];
const blobs = new Map<string, Blob>();
beforeAll(async () => {
  await initI18n();
});
beforeEach(() => {
  asked.length = 0;
  downloads.length = 0;
  let n = 0;
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${n++}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) downloads.push({ name: this.download, blob });
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('saving several notes as PDF in the browser host', () => {
  it('gives one PDF with every ticked form of every note, each note its forms together', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <PrintDialog
          targets={NOTES}
          forms={[{ name: 'Видаткова накладна' }, { code: 'WBWH', name: 'Складська накладна' }]}
          onClose={() => undefined}
        />
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Складська накладна' }));
    await screen.findByTestId('print-unsupported');
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти як PDF' }));
    expect((await screen.findByTestId('print-outcome')).textContent).toBe('Збережено як PDF документів: 6');

    expect(downloads.map((d) => d.name)).toEqual(['Документи для друку (6).pdf']);
    const joined = await PDFDocument.load(new Uint8Array(await downloads[0]!.blob.arrayBuffer()));
    expect(joined.getPages().map((page) => page.getWidth())).toEqual([500, 400, 501, 401, 502, 402]);
  });

  it('gives one note its own file name', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <PrintDialog targets={NOTES.slice(0, 1)} onClose={() => undefined} />
      </QueryClientProvider>,
    );
    await screen.findByTestId('print-unsupported');
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти як PDF' }));
    await screen.findByTestId('print-outcome');
    expect(downloads.map((d) => d.name)).toEqual(['Видаткова накладна № 000101.pdf']);
  });
});
