// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Entity } from '../../../../shared/api/directories.js';

/**
 * A line of a document that buys is priced at what its goods were bought at last, from that
 * supplier first (docs/desktop-app.md, "Lines and VAT"), never at the directory's sale price; a
 * document that sells keeps the sale price.
 */
const CEMENT: Entity = { uid: '11111111-2222-4333-8444-555555555571', name: 'Цемент М500', kind: 'goods', unit: 'мішок', price: 250 };
const SAND: Entity = { uid: '11111111-2222-4333-8444-555555555572', name: 'Пісок', kind: 'goods', unit: 'т', price: 900 };
const SUPPLIER = { uid: '11111111-2222-4333-8444-555555555573', name: 'ТОВ «Будпостач»' };
const reply = <T,>(data: T) => Promise.resolve({ data, source: 'live', fetchedAt: '' });
const BOUGHT = { uid: 'd-1', type: 'waybillIn', no: '000012', date: '2026-10-02' };
const prices = vi.fn((request: { uid: string; agent?: string; date?: string }) =>
  reply(
    request.uid === CEMENT.uid
      ? { price: 180, vatInPrice: false, vatCode: '20', fromAgent: true, agent: SUPPLIER, document: BOUGHT }
      : null,
  ),
);
let extensions = ['entity.purchasePrice'];

vi.mock('../../../../renderer/src/lib/bridge.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../renderer/src/lib/bridge.js')>();
  return {
    ...original,
    desktop: {
      'connections.list': () => Promise.resolve([{ id: 'c-1', name: 'Офіс', kind: 'local', active: true }]),
      'service.info': () => reply({ version: '1', extensions }),
      'entities.purchasePrice': prices,
    },
  };
});

const { initI18n } = await import('../../../../renderer/src/i18n/i18n.js');
const { createQueryClient } = await import('../../../../renderer/src/lib/query-client.js');
const { newDraft } = await import('../../../../renderer/src/features/documents/editor-model.js');
const { LinesGrid } = await import('../../../../renderer/src/features/documents/LinesGrid.js');
const { usePurchasePrice } = await import('../../../../renderer/src/features/documents/use-purchase-price.js');
const { useServiceInfo } = await import('../../../../renderer/src/lib/use-service-info.js');

/** A document's lines as its editor shows them, with the editor's source of prices. */
function Lines({ type, vatInPrice = false }: { type: 'waybillIn' | 'waybillOut'; vatInPrice?: boolean }) {
  const [draft, setDraft] = useState(() => ({
    ...newDraft(type, { today: '2026-11-21', uid: '5d0f1c2e-3b4a-4c5d-8e6f-7a8b9c0d1e4f' }),
    agent: SUPPLIER,
    vatCode: '20' as const,
    vatInPrice,
  }));
  const info = useServiceInfo();
  const purchasePrice = usePurchasePrice(draft);
  if (info.isPending) return null;
  return (
    <LinesGrid
      testId="lines"
      lines={draft.lines}
      entities={[CEMENT, SAND]}
      readOnly={false}
      purchasePrice={purchasePrice}
      onChange={(next) => setDraft((d) => ({ ...d, lines: next }))}
    />
  );
}
const open = async (type: 'waybillIn' | 'waybillOut', vatInPrice = false) => {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Lines type={type} vatInPrice={vatInPrice} />
    </QueryClientProvider>,
  );
  return screen.findByRole('combobox', { name: 'Товар / послуга 1' });
};
const price = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Ціна 1' }).value;
const pick = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
  await user.click(screen.getByRole('combobox', { name: 'Товар / послуга 1' }));
  await user.keyboard(name.slice(0, 4));
  await user.click(await screen.findByRole('option', { name }));
};

beforeAll(async () => {
  await initI18n();
});
beforeEach(() => {
  extensions = ['entity.purchasePrice'];
  prices.mockClear();
});
afterEach(cleanup);

describe("a receipt's price", () => {
  it('is the last purchase price of the goods from the supplier, not their sale price', async () => {
    const user = userEvent.setup();
    await open('waybillIn');
    await pick(user, CEMENT.name);
    await waitFor(() => expect(price()).toBe('180,00'));
    expect(prices).toHaveBeenCalledWith({ uid: CEMENT.uid, agent: SUPPLIER.uid, date: '2026-11-21' });
  });

  it('is converted when this receipt states its prices with VAT and that one did not', async () => {
    const user = userEvent.setup();
    await open('waybillIn', true);
    await pick(user, CEMENT.name);
    await waitFor(() => expect(price()).toBe('216,00'));
  });

  it('stays empty for goods never bought, and when the service gives no purchase prices', async () => {
    const user = userEvent.setup();
    await open('waybillIn');
    await pick(user, SAND.name);
    await waitFor(() => expect(prices).toHaveBeenCalled());
    expect(price()).toBe('');
    cleanup();
    extensions = [];
    await open('waybillIn');
    await pick(user, CEMENT.name);
    expect(screen.getByRole('combobox', { name: 'Товар / послуга 1' })).toHaveProperty('value', CEMENT.name);
    expect(price()).toBe('');
  });

  it('of a sale stays the sale price of the directory', async () => {
    const user = userEvent.setup();
    await open('waybillOut');
    await pick(user, CEMENT.name);
    expect(price()).toBe('250,00');
    expect(prices).not.toHaveBeenCalled();
  });
});
