// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const TODAY = '2025-03-10';
const reply = <T,>(data: T) =>
  Promise.resolve({ data, totalCount: Array.isArray(data) ? data.length : undefined, source: 'live', fetchedAt: '' });

/** Today's records as the service holds them: an unposted invoice and an unposted payment. */
const records = new Map<string, Record<string, unknown>>();
function seed() {
  records.clear();
  const agent = { uid: 'a-1', name: 'ТОВ «Будпостач-Київ»' };
  records.set('d-1', { uid: 'd-1', type: 'invoice', date: TODAY, no: '7', done: false, sum: 120, agent, details: [] });
  records.set('p-1', { uid: 'p-1', type: 'payFromCustomer', date: TODAY, no: '3', done: false, sum: 50, agent });
}
const ofKind = (payment: boolean) => [...records.values()].filter((doc) => String(doc.type).startsWith('pay') === payment);

vi.mock('../../../../renderer/src/lib/bridge.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../renderer/src/lib/bridge.js')>();
  return {
    ...original,
    desktop: {
      'connections.list': () => Promise.resolve([{ id: 'c-1', name: 'Офіс', kind: 'local', active: true }]),
      'documents.index': () => reply(ofKind(false)),
      'payments.index': () => reply(ofKind(true)),
      'documents.load': ({ uid }: { uid: string }) => reply(records.get(uid)),
      'payments.load': ({ uid }: { uid: string }) => reply(records.get(uid)),
      'documents.setDone': ({ uid, done }: { uid: string; done: boolean }) => {
        const doc = records.get(uid);
        if (doc) doc.done = done;
        return reply({ uid, done });
      },
    },
  };
});

const { initI18n } = await import('../../../../renderer/src/i18n/i18n.js');
const { createQueryClient } = await import('../../../../renderer/src/lib/query-client.js');
const { UnpostedCard } = await import('../../../../renderer/src/features/dashboard/UnpostedCard.js');
const { useDocumentEditor } = await import('../../../../renderer/src/features/documents/use-document-editor.js');
const { usePaymentEditor } = await import('../../../../renderer/src/features/payments/use-payment-editor.js');

beforeAll(async () => {
  await initI18n();
});
afterEach(cleanup);

/** The editor's Post and Unpost buttons, enabled once the record is loaded. */
function Actions({ draft, post, unpost }: { draft: unknown; post: () => void; unpost: () => void }) {
  return (
    <>
      <button type="button" disabled={!draft} onClick={post}>
        post
      </button>
      <button type="button" disabled={!draft} onClick={unpost}>
        unpost
      </button>
    </>
  );
}
function DocumentActions() {
  const editor = useDocumentEditor({ uid: 'd-1' });
  return <Actions {...editor} />;
}
function PaymentActions() {
  const editor = usePaymentEditor({ uid: 'p-1' });
  return <Actions {...editor} />;
}

/** The dashboard and an editor side by side, sharing the app's query client (its 30 s fresh time included). */
function open(Editor: () => React.JSX.Element) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <UnpostedCard today={TODAY} />
      <Editor />
    </QueryClientProvider>,
  );
}
const unpostedCount = () => screen.queryByTestId('dashboard-unposted-count')?.textContent;
const press = async (name: string) => {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  fireEvent.click(button);
};

describe("the dashboard's unposted count after a post", () => {
  it.each([
    ['a document', DocumentActions],
    ['a payment', PaymentActions],
  ])('drops as soon as %s is posted, and comes back when it is unposted', async (_, Editor) => {
    seed();
    open(Editor);
    await waitFor(() => expect(unpostedCount()).toBe('2'));
    await press('post');
    await waitFor(() => expect(unpostedCount()).toBe('1'));
    await press('unpost');
    await waitFor(() => expect(unpostedCount()).toBe('2'));
  });
});
