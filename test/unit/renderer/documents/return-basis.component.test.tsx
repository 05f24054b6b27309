// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const reply = <T,>(data: T) =>
  Promise.resolve({ data, totalCount: Array.isArray(data) ? data.length : undefined, source: 'live', fetchedAt: '' });
const customer = { uid: 'a-1', name: 'ТОВ «Покупець»' };
const store = { uid: 's-1', name: 'Основний склад' };
const kettle = { uid: 'e-1', name: 'Чайник', kind: 'goods', unit: 'шт' };
const line = (uid: string, qty: number, price: number) => ({ uid, entity: kettle, qty, price, sum: qty * price, memo: '' });
const head = (uid: string, type: string, no: string, done: boolean) => ({
  uid,
  type,
  no,
  date: '2026-05-10',
  done,
  sum: 12000,
  total: 14400,
  vatCode: '20',
  vatInPrice: false,
  agent: customer,
  storeOut: store,
  version: 1,
});
/** The customer's documents: two sales a return may be based on, and others it may not. */
const theirs = [
  head('inv-1', 'invoice', '000007', true),
  head('note-1', 'waybillOut', '000012', true),
  head('act-1', 'billCompleteWork', '000003', true),
  head('draft-1', 'waybillOut', '000013', false),
];
const note = { ...head('note-1', 'waybillOut', '000012', true), details: [line('nl-1', 10, 1200)] };

let stored: Record<string, unknown>;
/** Holds the last cost's reply back until the test lets it go (a service that is slow to answer). */
let lastCostHeld: Promise<void> = Promise.resolve();
const calls: [string, Record<string, unknown>][] = [];

vi.mock('../../../../renderer/src/lib/bridge.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../renderer/src/lib/bridge.js')>();
  const record = (name: string) => (body: Record<string, unknown>) => {
    calls.push([name, body]);
    return reply(name === 'documents.update' ? { ...stored, ...body, version: 2 } : {});
  };
  return {
    ...original,
    desktop: {
      'connections.list': () => Promise.resolve([{ id: 'c-1', name: 'Офіс', kind: 'local', active: true }]),
      'service.info': () => reply({ version: '1', extensions: ['document.returns'] }),
      'company.settings': () => reply({ lockDate: null }),
      'entities.index': () => reply([{ ...kettle, price: 1200 }]),
      'agents.index': () => reply([customer]),
      'stores.index': () => reply([store]),
      'agents.contracts': () => reply([]),
      'documents.index': () => reply(theirs),
      'payments.index': () => reply([]),
      'documents.load': ({ uid }: { uid: string }) => reply(uid === 'note-1' ? note : stored),
      'entities.lastCost': async () => {
        await lastCostHeld;
        return reply({ unitCost: 900, date: '2026-05-04', store, document: { uid: 'in-1', type: 'waybillIn', no: '000004' } });
      },
      'documents.update': record('documents.update'),
      'documents.linkTo': record('documents.linkTo'),
    },
  };
});

const { initI18n } = await import('../../../../renderer/src/i18n/i18n.js');
const { default: i18n } = await import('i18next');
const { createQueryClient } = await import('../../../../renderer/src/lib/query-client.js');
const { DocumentEditor } = await import('../../../../renderer/src/features/documents/DocumentEditor.js');
type DocumentDraft = import('../../../../renderer/src/features/documents/editor-model.js').DocumentDraft;

beforeAll(async () => {
  await initI18n();
});
beforeEach(async () => {
  await i18n.changeLanguage('uk');
  stored = {
    uid: 'ret-1',
    type: 'waybillRetOut',
    date: '2026-05-15',
    no: '000001',
    done: false,
    sum: 0,
    memo: '',
    agent: customer,
    storeIn: store,
    vatCode: '20',
    vatInPrice: false,
    details: [],
    version: 1,
  };
});
afterEach(() => {
  lastCostHeld = Promise.resolve();
  cleanup();
  calls.length = 0;
  window.localStorage.clear();
  vi.restoreAllMocks();
});

/** Opens the stored return; `onOpen` is where a document based on it would go. */
async function openReturn(onOpen: (target: unknown) => void = () => undefined) {
  const none = () => undefined;
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DocumentEditor target={{ uid: String(stored.uid) }} onClose={none} onDeleted={none} onPdf={none} onOpen={onOpen} />
    </QueryClientProvider>,
  );
  return screen.findByRole('combobox', { name: /^Підстава/ });
}

describe('the basis of a return from a customer', () => {
  it('offers the customer’s posted delivery notes and acts, not invoices', async () => {
    const basis = await openReturn();
    fireEvent.keyDown(basis, { key: 'ArrowDown' });
    const listbox = await screen.findByRole('listbox');
    const offered = within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(offered).toEqual([
      'Акт виконаних робіт № 000003 від 10.05.2026 · 14\u00a0400,00',
      'Видаткова накладна № 000012 від 10.05.2026 · 14\u00a0400,00',
    ]);
  });

  it('takes the sale’s lines, store and memo, and links the return to it when saved', async () => {
    const basis = await openReturn();
    fireEvent.keyDown(basis, { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: /Видаткова накладна № 000012/ }));
    const memo = screen.getByRole<HTMLInputElement>('textbox', { name: 'Примітка' });
    await waitFor(() => expect(memo.value).toBe('Повернення за видатковою накладною № 000012 від 10.05.2026'));
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти' }));
    await waitFor(() => expect(calls.map(([name]) => name)).toEqual(['documents.update', 'documents.linkTo']));
    expect(calls[0]?.[1]).toMatchObject({ details: [{ entity: { uid: 'e-1' }, qty: '10', price: '1200' }], storeIn: { uid: 's-1' } });
    expect(calls[1]?.[1]).toMatchObject({ uid: 'ret-1', parent: 'note-1' });
  });

  it('without a basis asks each line’s unit cost, offering the last one', async () => {
    stored = { ...stored, details: [{ ...line('rl-1', 2, 1200), sum: 2400 }] };
    await openReturn();
    const costs = await screen.findByTestId('return-costs');
    const offered = await within(costs).findByText('900,00 від 04.05.2026');
    expect(offered.getAttribute('title')).toBe('900,00 · Прибуткова накладна № 000004 від 04.05.2026');
    expect(within(costs).getByRole('button', { name: 'Взяти 900,00' })).toBeTruthy();
    fireEvent.click(within(costs).getByRole('button', { name: 'Заповнити останньою собівартістю' }));
    expect(within(costs).getByRole<HTMLInputElement>('textbox', { name: 'Собівартість од.: Чайник' }).value).toBe('900,00');
    expect(within(costs).getByTestId('return-cost-sum').textContent).toBe('1\u00a0800,00');
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти' }));
    await waitFor(() => expect(calls.map(([name]) => name)).toEqual(['documents.update']));
    expect(calls[0]?.[1]).toMatchObject({ details: [{ entity: { uid: 'e-1' }, qty: '2', unitCost: '900' }] });
  });
  it('offers to fill in the last cost only once it is known, so a click too soon is not lost', async () => {
    let release = () => undefined as void;
    lastCostHeld = new Promise<void>((resolve) => (release = resolve));
    stored = { ...stored, details: [{ ...line('rl-1', 2, 1200), sum: 2400 }] };
    await openReturn();
    const costs = await screen.findByTestId('return-costs');
    const fill = within(costs).getByRole<HTMLButtonElement>('button', { name: 'Заповнити останньою собівартістю' });
    expect(fill.disabled).toBe(true);
    release();
    await waitFor(() => expect(fill.disabled).toBe(false));
    fireEvent.click(fill);
    expect(within(costs).getByTestId('return-cost-sum').textContent).toBe('1\u00a0800,00');
  });
});

describe('a sale’s «Створити на підставі»', () => {
  it('opens a new return of its customer, store and lines, to be linked to it', async () => {
    stored = note;
    const opened: unknown[] = [];
    const none = () => undefined;
    render(
      <QueryClientProvider client={createQueryClient()}>
        <DocumentEditor target={{ uid: 'note-1' }} onClose={none} onDeleted={none} onPdf={none} onOpen={(t) => opened.push(t)} />
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Створити на підставі' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Повернення від покупця' }));
    expect(opened).toHaveLength(1);
    const { draft } = opened[0] as { draft: DocumentDraft };
    expect(draft).toMatchObject({
      type: 'waybillRetOut',
      isNew: true,
      agent: customer,
      storeIn: store,
      parentUid: 'note-1',
      memo: 'Повернення за видатковою накладною № 000012 від 10.05.2026',
    });
    expect(draft.lines.map((l) => [l.entity?.uid, l.qty, l.uid])).toEqual([['e-1', '10', undefined]]);
  });
});

/** Opens a stored, posted document of `type` and waits for its actions. */
async function openPosted(type: string) {
  stored = { ...head(`${type}-1`, type, '000021', true), details: [line('l-1', 1, 1200)] };
  const none = () => undefined;
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DocumentEditor target={{ uid: String(stored.uid) }} onClose={none} onDeleted={none} onPdf={none} onOpen={none} />
    </QueryClientProvider>,
  );
  await screen.findByRole('button', { name: 'Друкована форма' });
}

/** Opens a stored document of `type` and gives what its «Створити на підставі» offers; null when it offers no menu. */
async function basedOnOffers(type: string): Promise<string[] | null> {
  await openPosted(type);
  const button = screen.queryByRole('button', { name: 'Створити на підставі' });
  if (!button) return null;
  fireEvent.click(button);
  const items = await screen.findAllByRole('menuitem');
  return items.map((item) => item.textContent ?? '');
}

describe('what «Створити на підставі» offers (the types’ traits in shared/api/document-traits.ts)', () => {
  it('on our invoice: its delivery note, its act and its payment', async () => {
    expect(await basedOnOffers('invoice')).toEqual(['Видаткова накладна', 'Акт виконаних робіт', 'Оплата від покупця']);
  });

  it('on an act of services: its return', async () => {
    expect(await basedOnOffers('billCompleteWork')).toEqual(['Повернення від покупця']);
  });

  it('on a supplier’s invoice and a goods receipt: nothing', async () => {
    expect(await basedOnOffers('invoiceIn')).toBeNull();
    cleanup();
    expect(await basedOnOffers('waybillIn')).toBeNull();
  });

  it('prints the warehouse note of a delivery note only', async () => {
    await openPosted('waybillOut');
    expect(screen.getByRole('button', { name: 'Складська накладна' })).toBeTruthy();
    cleanup();
    await openPosted('billCompleteWork');
    expect(screen.queryByRole('button', { name: 'Складська накладна' })).toBeNull();
  });
});
