// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const account = (code: string, name: string, active = true) => ({
  code,
  name,
  parent: null,
  kind: 'active',
  offBalance: false,
  analytics: [],
  active,
});
const chart = [
  account('26', 'Готова продукція'),
  account('281', 'Товари на складі'),
  account('282', 'Товари в торгівлі'),
  account('285', 'Торгова націнка'),
  account('281.9', 'Товари — архів', false),
  account('361', 'Розрахунки з вітчизняними покупцями'),
  account('703', 'Дохід від реалізації робіт і послуг'),
];
let extensions: string[] = [];
const saved: Record<string, unknown>[] = [];

vi.mock('../../../../renderer/src/lib/bridge.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../renderer/src/lib/bridge.js')>();
  return {
    ...original,
    desktop: {
      'service.info': () => Promise.resolve({ data: { version: '1', extensions } }),
      'accounts.index': () => Promise.resolve({ data: chart, totalCount: chart.length }),
      'agents.index': () => Promise.resolve({ data: [], totalCount: 0 }),
      'entities.update': (record: Record<string, unknown>) => {
        saved.push(record);
        return Promise.resolve({ data: record });
      },
    },
  };
});

const { initI18n } = await import('../../../../renderer/src/i18n/i18n.js');
const { RecordEditor } = await import('../../../../renderer/src/features/directories/RecordEditor.js');

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  saved.length = 0;
});

function openEditor() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RecordEditor
        kind="entities"
        record={{ uid: '6f1c1c1e-0000-4000-8000-000000000001', name: 'Лампа', kind: 'goods' }}
        onClose={() => undefined}
      />
    </QueryClientProvider>,
  );
}

describe('the account of goods in their editor', () => {
  it('offers the active stock accounts, empty meaning the kind’s own, and saves the one chosen', async () => {
    extensions = ['ledger.accounts'];
    openEditor();
    const field = await screen.findByText('За видом: 281 Товари на складі');
    expect(screen.getByText('Порожньо — рахунок за видом (281)')).toBeTruthy();
    fireEvent.mouseDown(within(field.closest('.MuiFormControl-root') as HTMLElement).getByRole('combobox'));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['За видом: 281 Товари на складі', '26 Готова продукція', '281 Товари на складі', '282 Товари в торгівлі']);
    fireEvent.click(screen.getByRole('option', { name: '282 Товари в торгівлі' }));
    fireEvent.click(screen.getByRole('button', { name: /Зберегти/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ account: '282' });
  });

  it('is neither shown nor sent on a service without the chart of accounts', async () => {
    extensions = [];
    openEditor();
    fireEvent.click(await screen.findByRole('button', { name: /Зберегти/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).not.toHaveProperty('account');
    expect(screen.queryByText(/Рахунок обліку/)).toBeNull();
  });
});
