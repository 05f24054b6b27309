// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { versionChecked } from '../../../support/stale-save.js';

const reply = <T,>(data: T) => Promise.resolve({ data, totalCount: Array.isArray(data) ? data.length : 0, source: 'live', fetchedAt: '' });
const AGENT = '3d4e5f60-7182-4930-a4b5-c6d7e8f90123';
const agent = { uid: AGENT, name: 'ТОВ «Айті Хаб»' };
const OP = '6f1c1c1e-0000-4000-8000-0000000000aa';

/** Each record as the service holds it; a test replaces one with what Олена saved. */
let payment: Record<string, unknown>;
let operation: Record<string, unknown>;
let counterparty: Record<string, unknown>;
const sent: Record<string, unknown>[] = [];
const checked = (
  BridgeError: Parameters<typeof versionChecked>[0],
  kind: 'payment' | 'operation' | 'agent',
  stored: () => Record<string, unknown>,
  body: Record<string, unknown>,
) => {
  sent.push(body);
  return versionChecked(BridgeError, { uid: String(body.uid), kind, stored }, body, () => ({ data: { ...stored(), ...body } }));
};

vi.mock('../../../../renderer/src/lib/bridge.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../renderer/src/lib/bridge.js')>();
  return {
    ...original,
    desktop: {
      'connections.list': () => Promise.resolve([{ id: 'c-1', name: 'Офіс', kind: 'local', active: true }]),
      'service.info': () => reply({ version: '1', extensions: [] }),
      'company.settings': () => reply({ lockDate: null }),
      'documents.index': () => reply([]),
      'agents.index': () => reply([agent]),
      'agents.find': () => Promise.resolve({ data: [], count: 0 }),
      'accounts.index': () => reply([]),
      'payments.load': () => reply(payment),
      'payments.update': (body: Record<string, unknown>) => checked(original.BridgeError, 'payment', () => payment, body),
      'operations.load': () => reply(operation),
      'operations.update': (body: Record<string, unknown>) => checked(original.BridgeError, 'operation', () => operation, body),
      'agents.load': () => reply(counterparty),
      'agents.update': (body: Record<string, unknown>) => checked(original.BridgeError, 'agent', () => counterparty, body),
    },
  };
});

const { initI18n } = await import('../../../../renderer/src/i18n/i18n.js');
const { publishChanges, resetLiveStore } = await import('../../../../renderer/src/lib/live-store.js');
const { PaymentEditor } = await import('../../../../renderer/src/features/payments/PaymentEditor.js');
const { OperationEditor } = await import('../../../../renderer/src/features/operations/OperationEditor.js');
const { RecordEditor } = await import('../../../../renderer/src/features/directories/RecordEditor.js');

beforeAll(async () => {
  await initI18n();
});
beforeEach(() => {
  resetLiveStore();
  payment = { uid: 'p-1', type: 'payFromCustomer', date: '2026-11-19', no: '12', done: false, sum: 120, memo: 'Оплата', agent, version: 2 };
  operation = {
    uid: OP,
    date: '2026-11-20',
    no: '1',
    type: 'ledgerOperation',
    sum: 0,
    memo: 'Залишки',
    done: false,
    entries: [],
    version: 5,
  };
  counterparty = {
    uid: AGENT,
    name: agent.name,
    type: 'company',
    code: '',
    taxCode: '',
    address: '',
    phone: '',
    email: '',
    iban: '',
    version: 2,
  };
});
afterEach(() => {
  cleanup();
  sent.length = 0;
});

const show = (node: React.ReactNode) => render(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>);
/** Олена changes record `uid` of `kind`, and the change feed says so. */
const olena = (kind: string, uid: string, action = 'update') =>
  publishChanges([{ seq: 1, kind, uid, action, by: 'Олена Коваль', at: '2026-11-26T18:23:00.000Z' }]);
const reread = async () =>
  fireEvent.click(within(await screen.findByTestId('record-changed-banner')).getByRole('button', { name: 'Перечитати' }));
const bannerGone = () => waitFor(() => expect(screen.queryByTestId('record-changed-banner')).toBeNull());

describe('«Перечитати» in each editor', () => {
  it('a payment shows Олена’s version, and its next save carries her version', async () => {
    show(<PaymentEditor target={{ uid: 'p-1' }} onClose={() => undefined} />);
    const memo = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Призначення платежу' });
    await waitFor(() => expect(memo().value).toBe('Оплата'));
    payment = { ...payment, memo: 'Оплата за рахунком № 7', version: 3 };
    olena('payment', 'p-1');
    await reread();
    await waitFor(() => expect(memo().value).toBe('Оплата за рахунком № 7'));
    await bannerGone();
    fireEvent.change(memo(), { target: { value: 'Оплата за рахунком № 7 від 19.11' } });
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ version: 3, memo: 'Оплата за рахунком № 7 від 19.11' });
    expect(screen.queryByTestId('conflict-dialog')).toBeNull();
  });

  it('a manual operation shows Олена’s version, and its next save carries her version', async () => {
    show(<OperationEditor target={{ uid: OP }} onClose={() => undefined} onStored={() => undefined} />);
    const memo = () => screen.getByTestId<HTMLInputElement>('operation-memo');
    await waitFor(() => expect(memo().value).toBe('Залишки'));
    operation = { ...operation, memo: 'Залишки на 1 січня', version: 6 };
    olena('operation', OP);
    await reread();
    await waitFor(() => expect(memo().value).toBe('Залишки на 1 січня'));
    await bannerGone();
    fireEvent.click(screen.getByRole('button', { name: /Зберегти/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ version: 6 });
  });

  it('a counterparty shows Олена’s phone, and its next save carries her version', async () => {
    show(<RecordEditor kind="agents" record={counterparty} onClose={() => undefined} />);
    counterparty = { ...counterparty, phone: '044 123 45 67', version: 3 };
    olena('agent', AGENT);
    await reread();
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(/Телефон/).value).toBe('044 123 45 67'));
    await bannerGone();
    fireEvent.click(screen.getByRole('button', { name: /Зберегти/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ version: 3, phone: '044 123 45 67' });
  });

  it('a deleted counterparty offers «До переліку», which closes its editor', async () => {
    const onClose = vi.fn();
    show(<RecordEditor kind="agents" record={counterparty} onClose={onClose} />);
    olena('agent', AGENT, 'delete');
    const banner = await screen.findByTestId('record-changed-banner');
    expect(within(banner).queryByRole('button', { name: 'Перечитати' })).toBeNull();
    fireEvent.click(within(banner).getByRole('button', { name: 'До переліку' }));
    expect(onClose).toHaveBeenCalled();
  });
});
