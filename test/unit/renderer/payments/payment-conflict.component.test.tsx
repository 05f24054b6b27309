// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { versionChecked } from '../../../support/stale-save.js';
import { bannerGone, colleagueChanges, pressBanner } from '../../../support/live-banner.js';

const reply = <T,>(data: T) => Promise.resolve({ data, totalCount: 0, source: 'live', fetchedAt: '' });
const agent = { uid: '3d4e5f60-7182-4930-a4b5-c6d7e8f90123', name: 'ТОВ «Айті Хаб»' };
let stored: Record<string, unknown>;
const sent: Record<string, unknown>[] = [];

vi.mock('../../../../renderer/src/lib/bridge.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../renderer/src/lib/bridge.js')>();
  return {
    ...original,
    desktop: {
      'connections.list': () => Promise.resolve([{ id: 'c-1', name: 'Офіс', kind: 'local', active: true }]),
      'service.info': () => reply({ version: '1', extensions: [] }),
      'company.settings': () => reply({ lockDate: null }),
      'payments.load': () => reply(stored),
      'documents.index': () => reply([]),
      'agents.index': () => reply([agent]),
      'payments.update': (body: Record<string, unknown>) => {
        sent.push(body);
        return versionChecked(
          original.BridgeError,
          { uid: 'p-1', kind: 'payment', stored: () => stored },
          {
            body,
            accept: () => {
              stored = { ...stored, memo: body.memo, sum: Number(body.sum), version: Number(stored.version) + 1 };
              return { data: stored };
            },
          },
        );
      },
    },
  };
});

const { initI18n } = await import('../../../../renderer/src/i18n/i18n.js');
const { createQueryClient } = await import('../../../../renderer/src/lib/query-client.js');
const { resetLiveState } = await import('../../../../renderer/src/lib/live-state.js');
const { PaymentEditor } = await import('../../../../renderer/src/features/payments/PaymentEditor.js');

beforeAll(async () => {
  await initI18n();
});
beforeEach(() => {
  resetLiveState();
  stored = { uid: 'p-1', type: 'payFromCustomer', date: '2026-11-19', no: '12', done: false, sum: 120, memo: 'Оплата', agent, version: 2 };
});
afterEach(() => {
  cleanup();
  sent.length = 0;
});

const memoField = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Призначення платежу' });

/** Opens payment p-1 as loaded. */
async function openPayment() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PaymentEditor target={{ uid: 'p-1' }} onClose={() => undefined} />
    </QueryClientProvider>,
  );
  await waitFor(() => expect(memoField().value).toBe('Оплата'));
}

describe('two people saving one payment', () => {
  it('sends the version it loaded, and re-applies this user’s purpose over their sum with their version', async () => {
    await openPayment();
    const memo = memoField();
    fireEvent.change(memo, { target: { value: 'Оплата за рахунком № 7' } });
    stored = { ...stored, sum: 150, version: 3 };
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти' }));
    const dialog = await screen.findByRole('dialog');
    expect(sent[0]?.version).toBe(2);
    expect(dialog.textContent).toContain('Платіж змінив(ла) Олена Коваль');
    expect(within(within(dialog).getByTestId('conflict-theirs')).getByText('Сума: 120,00 → 150,00')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Застосувати мої зміни поверх' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ version: 3, memo: 'Оплата за рахунком № 7', sum: '150.00' });
  });
});

describe('the live banner reads the payment anew', () => {
  it('shows Олена’s version, and the next save carries her version', async () => {
    await openPayment();
    const memo = memoField;
    stored = { ...stored, memo: 'Оплата за рахунком № 7', version: 3 };
    colleagueChanges('payment', 'p-1');
    await pressBanner('Перечитати');
    await waitFor(() => expect(memo().value).toBe('Оплата за рахунком № 7'));
    await bannerGone();
    fireEvent.change(memo(), { target: { value: 'Оплата за рахунком № 7 від 19.11' } });
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ version: 3, memo: 'Оплата за рахунком № 7 від 19.11' });
    expect(screen.queryByTestId('conflict-dialog')).toBeNull();
  });
});
