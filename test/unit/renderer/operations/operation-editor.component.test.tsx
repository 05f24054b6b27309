// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bannerGone, colleagueChanges, pressBanner } from '../../../support/live-banner.js';

const account = (code: string, name: string, analytics: string[] = [], active = true) => ({
  code,
  name,
  parent: null,
  kind: 'both',
  offBalance: false,
  analytics,
  active,
});
const chart = [
  account('00', 'Допоміжний рахунок'),
  account('281', 'Товари на складі', ['entity', 'store']),
  account('311', 'Поточні рахунки в національній валюті'),
  account('361', 'Розрахунки з вітчизняними покупцями', ['agent', 'contract']),
  account('377.5', 'Інші дебітори — архів', [], false),
  account('40', 'Зареєстрований капітал'),
];
const sent: Record<string, unknown>[] = [];
let refuseWith: Error | null = null;
/** What the service holds of the stored operation a test opens, when it says. */
let held: Record<string, unknown> | null = null;

vi.mock('../../../../renderer/src/lib/bridge.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../renderer/src/lib/bridge.js')>();
  const stored = (body: Record<string, unknown>) => ({
    uid: body.uid,
    date: body.date,
    no: '1',
    type: 'ledgerOperation',
    sum: 0,
    memo: '',
    done: false,
    dateModified: '',
    entries: [],
  });
  return {
    ...original,
    desktop: {
      'service.info': () => Promise.resolve({ data: { version: '1', extensions: ['ledger.accounts'] } }),
      'company.settings': () => Promise.resolve({ data: { lockDate: null } }),
      'accounts.index': () => Promise.resolve({ data: chart, totalCount: chart.length }),
      'agents.index': () => Promise.resolve({ data: [{ uid: 'a1', name: 'ТОВ «Покупець»' }], totalCount: 1 }),
      'entities.index': () => Promise.resolve({ data: [{ uid: 'e1', name: 'Цегла', kind: 'goods', unit: 'шт' }], totalCount: 1 }),
      'stores.index': () => Promise.resolve({ data: [{ uid: 's1', name: 'Основний склад' }], totalCount: 1 }),
      'agents.contracts': () => Promise.resolve({ data: [] }),
      'operations.update': (body: Record<string, unknown>) => {
        sent.push(body);
        return refuseWith ? Promise.reject(refuseWith) : Promise.resolve({ data: stored(body) });
      },
      'operations.load': ({ uid }: { uid: string }) => Promise.resolve({ data: held ?? stored({ uid, date: '2032-01-01' }) }),
    },
  };
});

const { initI18n } = await import('../../../../renderer/src/i18n/i18n.js');
const { BridgeError } = await import('../../../../renderer/src/lib/bridge.js');
const { OperationEditor } = await import('../../../../renderer/src/features/operations/OperationEditor.js');
const { newOperation } = await import('../../../../renderer/src/features/operations/operation-model.js');
const { resetLiveState } = await import('../../../../renderer/src/lib/live-state.js');

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  sent.length = 0;
  refuseWith = null;
  held = null;
  resetLiveState();
});

function openEditor() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <OperationEditor
        target={{ draft: newOperation('2032-01-01', '6f1c1c1e-0000-4000-8000-0000000000aa') }}
        onClose={() => undefined}
        onStored={() => undefined}
      />
    </QueryClientProvider>,
  );
}
/** Picks account `code` on side `side` of the first entry, by typing its code as a user does. */
async function pickAccount(side: 'debit' | 'credit', code: string) {
  const input = within(await screen.findByTestId(`${side}-0`)).getByRole('combobox');
  fireEvent.change(input, { target: { value: code } });
  fireEvent.click(await screen.findByRole('option', { name: new RegExp(`^${code.replace('.', '\\.')} `) }));
}

describe('the manual operation editor', () => {
  it('offers only the analytics the account tracks, and drops them when the account changes', async () => {
    openEditor();
    await pickAccount('debit', '281');
    expect(await screen.findByTestId('debit-entity-0')).toBeTruthy();
    expect(screen.getByTestId('debit-store-0')).toBeTruthy();
    expect(screen.queryByTestId('debit-agent-0')).toBeNull();
    expect(screen.getByTestId<HTMLInputElement>('qty-0').disabled).toBe(false);

    await pickAccount('debit', '361');
    expect(await screen.findByTestId('debit-agent-0')).toBeTruthy();
    expect(screen.getByTestId('debit-contract-0')).toBeTruthy();
    expect(screen.queryByTestId('debit-entity-0')).toBeNull();
    expect(screen.getByTestId<HTMLInputElement>('qty-0').disabled).toBe(true);
  });

  it('does not offer a deactivated account', async () => {
    openEditor();
    const input = within(await screen.findByTestId('debit-0')).getByRole('combobox');
    fireEvent.change(input, { target: { value: '377' } });
    expect(await screen.findByText('Немає такого рахунку')).toBeTruthy();
  });

  it('sends what was typed, amounts exact, and shows the service’s refusal while keeping the typing', async () => {
    openEditor();
    await pickAccount('debit', '311');
    await pickAccount('credit', '00');
    fireEvent.change(screen.getByTestId('amount-0'), { target: { value: '1 234,56' } });
    expect(screen.getByTestId('operation-total').textContent).toContain('1\u00a0234,56');
    refuseWith = new BridgeError('RULE_FAILED', 'PERIOD_CLOSED: the period up to 2032-01-31 is closed', { serviceCode: 'PERIOD_CLOSED' });
    fireEvent.click(screen.getByRole('button', { name: /Зберегти/ }));
    const refusal = await screen.findByTestId('refusal');
    expect(refusal.getAttribute('data-code')).toBe('PERIOD_CLOSED');
    expect(sent[0]).toMatchObject({ date: '2032-01-01', entries: [{ debit: '311', credit: '00', amount: '1234.56' }] });
    expect(screen.getByTestId<HTMLInputElement>('amount-0').value).toBe('1 234,56');
  });

  it('says in the operation’s words why goods cannot be credited to a stock account', async () => {
    openEditor();
    await pickAccount('debit', '00');
    await pickAccount('credit', '281');
    refuseWith = new BridgeError(
      'RULE_FAILED',
      'ACCOUNT_UNSUITABLE: entries[1].credit: a manual operation brings goods into stock but takes none out of account 281',
      { serviceCode: 'ACCOUNT_UNSUITABLE' },
    );
    fireEvent.click(screen.getByRole('button', { name: /Зберегти/ }));
    const refusal = await screen.findByTestId('refusal');
    expect(refusal.textContent).toContain('Операція лише вводить товари на склад');
  });

  it('adds an entry on Insert and saves on Ctrl+S', async () => {
    openEditor();
    fireEvent.keyDown(screen.getByTestId('amount-0'), { key: 'Insert' });
    await waitFor(() => expect(screen.getByTestId('entry-1')).toBeTruthy());
    fireEvent.keyDown(window, { key: 's', code: 'KeyS', ctrlKey: true });
    await waitFor(() => expect(sent).toHaveLength(1));
  });
});

describe('the live banner reads the operation anew', () => {
  it('shows Олена’s version, and the next save carries her version', async () => {
    const uid = '6f1c1c1e-0000-4000-8000-0000000000bb';
    held = { uid, date: '2032-01-01', no: '1', type: 'ledgerOperation', sum: 0, memo: 'Залишки', done: false, entries: [], version: 5 };
    render(
      <QueryClientProvider client={new QueryClient()}>
        <OperationEditor target={{ uid }} onClose={() => undefined} onStored={() => undefined} />
      </QueryClientProvider>,
    );
    const memo = () => screen.getByTestId<HTMLInputElement>('operation-memo');
    await waitFor(() => expect(memo().value).toBe('Залишки'));
    held = { ...held, memo: 'Залишки на 1 січня', version: 6 };
    colleagueChanges('operation', uid);
    await pressBanner('Перечитати');
    await waitFor(() => expect(memo().value).toBe('Залишки на 1 січня'));
    await bannerGone();
    fireEvent.click(screen.getByRole('button', { name: /Зберегти/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ version: 6, memo: 'Залишки на 1 січня' });
  });
});
