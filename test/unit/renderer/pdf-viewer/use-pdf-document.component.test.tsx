// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A pdf.js document as the hook sees it: once destroyed, drawing it throws as the real one does. */
interface FakeDoc {
  bytes: string;
  destroyed: boolean;
  loadingTask: { destroy: () => Promise<void> };
}
const opened: FakeDoc[] = [];
const replies: string[] = [];
/** Opening a document takes as long as the test says: each open waits for one of these to be called. */
const pendingOpens: (() => void)[] = [];

vi.mock('pdfjs-dist', () => ({
  GlobalWorkerOptions: {},
  getDocument: ({ data }: { data: Uint8Array }) => {
    const destroy = () => {
      doc.destroyed = true;
      return Promise.resolve();
    };
    const doc: FakeDoc = { bytes: new TextDecoder().decode(data), destroyed: false, loadingTask: { destroy } };
    opened.push(doc);
    const promise = new Promise<FakeDoc>((done) => pendingOpens.push(() => done(doc)));
    return { promise, destroy };
  },
}));
vi.mock('pdfjs-dist/build/pdf.worker.min.mjs?url', () => ({ default: '' }));
vi.mock('../../../../renderer/src/lib/bridge.js', () => ({
  desktop: {
    'documents.pdf': () => {
      const next = replies.shift() ?? 'same';
      return Promise.resolve({ data: { base64: btoa(next), contentType: 'application/pdf' }, source: 'live', fetchedAt: '' });
    },
  },
}));

const { queryKeys } = await import('../../../../renderer/src/lib/query-keys.js');
const { usePdfDocument } = await import('../../../../renderer/src/features/pdf-viewer/use-pdf-document.js');

/** What a page canvas does with the document it is given: it draws it, which a destroyed document cannot do. */
const drawn: string[] = [];
function Viewer() {
  const { pdf } = usePdfDocument('00000000-0000-4000-8000-000000000001', undefined);
  const doc = pdf as unknown as FakeDoc | null;
  if (doc?.destroyed) throw new Error("Cannot read properties of null (reading 'sendWithPromise')");
  if (doc) drawn.push(doc.bytes);
  return null;
}

afterEach(() => {
  cleanup();
  opened.length = 0;
  drawn.length = 0;
});

describe('the printed form in the viewer', () => {
  it('keeps drawing the form it shows while a fresh copy opens, and lets the old copy go only after', async () => {
    replies.push('first', 'second');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const view = render(
      <QueryClientProvider client={client}>
        <Viewer />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(pendingOpens).toHaveLength(1));
    pendingOpens.shift()?.();
    await waitFor(() => expect(drawn).toContain('first'));
    // A fresh copy comes (the viewer refetches); while pdf.js opens it, the page draws again (a resize, a zoom).
    await client.invalidateQueries({ queryKey: queryKeys.pdf.all });
    await waitFor(() => expect(pendingOpens).toHaveLength(1));
    view.rerender(
      <QueryClientProvider client={client}>
        <Viewer />
      </QueryClientProvider>,
    );
    expect(drawn.at(-1)).toBe('first');
    pendingOpens.shift()?.();
    await waitFor(() => expect(drawn.at(-1)).toBe('second'));
    const [first, second] = opened;
    expect(first?.destroyed).toBe(true);
    expect(second?.destroyed).toBe(false);
    view.unmount();
    expect(second?.destroyed).toBe(true);
  });
});
