// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

/** A posted payment opened from an invoice's related documents: read-only, in a dialog, closed by Esc. */
const PAYMENT = {
  uid: '4e5f6071-8293-44a5-b6c7-d8e9f0a1b2c3',
  type: 'payFromCustomer',
  date: '2026-11-19',
  no: '000012',
  done: true,
  sum: 120,
  memo: 'Оплата за рахунком № 000101',
  agent: { uid: '3d4e5f60-7182-4930-a4b5-c6d7e8f90123', name: 'ТОВ «Айті Хаб»' },
};
const reply = <T,>(data: T) => Promise.resolve({ data, totalCount: 0, source: 'live', fetchedAt: '' });

vi.mock('../../../../renderer/src/lib/bridge.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../renderer/src/lib/bridge.js')>();
  return {
    ...original,
    desktop: {
      'connections.list': () => Promise.resolve([{ id: 'c-1', name: 'Офіс', kind: 'local', active: true }]),
      'service.info': () => reply({ version: '1', extensions: [] }),
      'payments.load': () => reply(PAYMENT),
      'documents.index': () => reply([]),
      'agents.index': () => reply([PAYMENT.agent]),
    },
  };
});

const { initI18n } = await import('../../../../renderer/src/i18n/i18n.js');
const { createQueryClient } = await import('../../../../renderer/src/lib/query-client.js');
const { PaymentEditor } = await import('../../../../renderer/src/features/payments/PaymentEditor.js');

beforeAll(async () => {
  await initI18n();
});
afterEach(cleanup);

describe('the read-only payment in a dialog', () => {
  it('closes on Esc, where the focus is when it opens', async () => {
    const onClose = vi.fn();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <PaymentEditor target={{ uid: PAYMENT.uid }} onClose={onClose} dialog />
      </QueryClientProvider>,
    );
    await screen.findByTestId('payment-editor');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('000012'));
    const focused = document.activeElement ?? document.body;
    fireEvent.keyDown(focused, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
