// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

/** Each change the editors asked of the service: the operation and its body. */
const sent: { op: string; body: Record<string, unknown> }[] = [];
const OPERATION = {
  uid: 'o-1',
  date: '2026-11-20',
  no: '4',
  type: 'ledgerOperation',
  sum: 0,
  memo: '',
  done: false,
  dateModified: '',
  entries: [],
  version: 5,
};
const COMPANY = {
  name: 'ТОВ «Ромашка»',
  code: '',
  taxCode: '',
  address: '',
  iban: '',
  bank: '',
  vatPayer: true,
  vatFirstEvent: false,
  director: '',
  accountant: '',
  lockDate: null,
  version: 7,
};
const ACCOUNT = {
  code: '361',
  name: 'Розрахунки з покупцями',
  parent: null,
  kind: 'both',
  offBalance: false,
  analytics: [],
  active: true,
  version: 4,
};

vi.mock('../../../../renderer/src/lib/bridge.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../renderer/src/lib/bridge.js')>();
  const change = (op: string, data: (body: Record<string, unknown>) => unknown) => (body: Record<string, unknown>) => {
    sent.push({ op, body });
    return Promise.resolve({ data: data(body) });
  };
  return {
    ...original,
    desktop: {
      'connections.list': () => Promise.resolve([{ id: 'c-1', name: 'Офіс', kind: 'local', active: true }]),
      'service.info': () =>
        Promise.resolve({ data: { version: '1', extensions: ['company.settings', 'ledger.accounts', 'document.mark'] } }),
      'operations.load': () => Promise.resolve({ data: OPERATION }),
      'agents.index': () => Promise.resolve({ data: [], totalCount: 0 }),
      'agents.find': () => Promise.resolve({ data: [] }),
      'accounts.index': () => Promise.resolve({ data: [ACCOUNT], totalCount: 1 }),
      'documents.setDone': change('documents.setDone', (body) => body),
      'documents.mark': change('documents.mark', (body) => body),
      'documents.delete': change('documents.delete', (body) => ({ uid: body.uid, deleted: true })),
      'agents.update': change('agents.update', (body) => body),
      'accounts.update': change('accounts.update', () => ACCOUNT),
      'company.updateSettings': change('company.updateSettings', (body) => ({ ...COMPANY, ...body })),
    },
  };
});

const { initI18n } = await import('../../../../renderer/src/i18n/i18n.js');
const { queryKeys } = await import('../../../../renderer/src/lib/query-keys.js');
const { useOperationEditor } = await import('../../../../renderer/src/features/operations/use-operations.js');
const { useDeletionMark } = await import('../../../../renderer/src/features/documents/use-deletion-mark.js');
const { RecordEditor } = await import('../../../../renderer/src/features/directories/RecordEditor.js');
const { AccountDialog } = await import('../../../../renderer/src/features/directories/AccountDialog.js');
const { VatPracticeCard } = await import('../../../../renderer/src/features/company/VatPracticeCard.js');
const { DeleteDocumentDialog } = await import('../../../../renderer/src/components/DeleteDocumentDialog.js');

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  sent.length = 0;
});

function show(node: ReactNode): QueryClient {
  const client = new QueryClient();
  client.setQueryData(queryKeys.company.settings, COMPANY);
  render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
  return client;
}
const sentOf = async (op: string) => {
  await waitFor(() => expect(sent.map((s) => s.op)).toContain(op));
  return sent.find((s) => s.op === op)?.body;
};

function OperationPost() {
  const editor = useOperationEditor({ uid: 'o-1' }, () => undefined);
  return (
    <button type="button" disabled={!editor.draft} onClick={() => editor.post()}>
      post
    </button>
  );
}
function MarkButton() {
  const { mutation } = useDeletionMark();
  return (
    <button type="button" onClick={() => mutation.mutate({ uid: 'd-1', deletionMark: true, version: 9 })}>
      mark
    </button>
  );
}

describe('every editor sends the version it shows', () => {
  it('a manual operation, posted', async () => {
    show(<OperationPost />);
    const post = await screen.findByRole('button', { name: 'post' });
    await waitFor(() => expect(post.hasAttribute('disabled')).toBe(false));
    fireEvent.click(post);
    expect(await sentOf('documents.setDone')).toMatchObject({ uid: 'o-1', done: true, version: 5 });
  });

  it('a counterparty (every directory record goes through the same editor)', async () => {
    show(
      <RecordEditor
        kind="agents"
        record={{ uid: '3d4e5f60-7182-4930-a4b5-c6d7e8f90123', name: 'ТОВ «Айті Хаб»', type: 'company', code: '', version: 2 }}
        onClose={() => undefined}
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: /Зберегти/ }));
    expect(await sentOf('agents.update')).toMatchObject({ uid: '3d4e5f60-7182-4930-a4b5-c6d7e8f90123', version: 2 });
  });

  it('an account of the chart', async () => {
    show(<AccountDialog target={{ account: ACCOUNT as never }} onClose={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Зберегти' }));
    expect(await sentOf('accounts.update')).toMatchObject({ code: '361', version: 4 });
  });

  it('the company settings', async () => {
    show(<VatPracticeCard settings={COMPANY} />);
    fireEvent.click(await screen.findByRole('checkbox', { name: /першою подією/ }));
    expect(await sentOf('company.updateSettings')).toMatchObject({ vatFirstEvent: true, version: 7 });
  });

  it('a deletion mark and a delete', async () => {
    show(
      <>
        <MarkButton />
        <DeleteDocumentDialog
          target={{ uid: 'd-2', title: 'Рахунок № 7', done: false, category: 'document', version: 3 }}
          onClose={() => undefined}
          onDeleted={() => undefined}
        />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'mark', hidden: true }));
    expect(await sentOf('documents.mark')).toMatchObject({ uid: 'd-1', version: 9 });
    fireEvent.click(screen.getByRole('button', { name: 'Видалити' }));
    expect(await sentOf('documents.delete')).toMatchObject({ uid: 'd-2', version: 3 });
  });
});
