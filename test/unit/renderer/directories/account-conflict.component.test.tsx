// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Account, AccountInput } from '../../../../shared/api/accounts.js';
import { versionChecked } from '../../../support/stale-save.js';

/** Account 361.1 as this user opened it, at version 1. */
const opened: Account = {
  code: '361.1',
  name: 'Покупці — мережі',
  parent: '361',
  kind: 'active',
  offBalance: false,
  analytics: ['agent', 'contract'],
  active: true,
  version: 1,
};
/** The same account after Олена Коваль made it active-passive (version 2). */
let stored: Account;
const sent: AccountInput[] = [];

vi.mock('../../../../renderer/src/lib/bridge.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../renderer/src/lib/bridge.js')>();
  return {
    ...original,
    desktop: {
      'accounts.index': () => Promise.resolve({ data: [stored], totalCount: 1 }),
      'accounts.update': (input: AccountInput) => {
        sent.push(input);
        return versionChecked(
          original.BridgeError,
          { uid: input.code, kind: 'account', stored: () => stored },
          {
            body: input,
            accept: () => {
              stored = { ...stored, ...input, version: (stored.version ?? 1) + 1 };
              return { data: stored };
            },
          },
        );
      },
    },
  };
});

const { initI18n } = await import('../../../../renderer/src/i18n/i18n.js');
const { AccountDialog } = await import('../../../../renderer/src/features/directories/AccountDialog.js');

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  sent.length = 0;
});

function editStale(onClose = vi.fn()) {
  stored = { ...opened, kind: 'both', version: 2 };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AccountDialog target={{ account: opened }} onClose={onClose} />
    </QueryClientProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: /Рахунок 361\.1/ });
  fireEvent.change(within(dialog).getByLabelText(/Назва/), { target: { value: 'Покупці — торговельні мережі' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Зберегти' }));
  return onClose;
}

describe('two people saving one account of the chart', () => {
  it('shows who changed what, and re-applies this user’s name over their kind with their version', async () => {
    const onClose = editStale();
    const conflict = await screen.findByTestId('conflict-dialog');
    expect(sent[0]?.version).toBe(1);
    expect(conflict.textContent).toContain('Рахунок змінив(ла) Олена Коваль');
    expect(within(conflict).getByTestId('conflict-theirs').textContent).toContain('Вид');
    expect(within(conflict).getByTestId('conflict-mine').textContent).toContain('Покупці — торговельні мережі');
    fireEvent.click(within(conflict).getByRole('button', { name: 'Застосувати мої зміни поверх' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ code: '361.1', version: 2, name: 'Покупці — торговельні мережі', kind: 'both' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('takes their version on «Оновити» and keeps this user’s change listed, saving nothing', async () => {
    const onClose = editStale();
    const conflict = await screen.findByTestId('conflict-dialog');
    fireEvent.click(within(conflict).getByRole('button', { name: 'Оновити' }));
    await waitFor(() => expect(screen.queryByTestId('conflict-dialog')).toBeNull());
    const dialog = screen.getByRole('dialog', { name: /Рахунок 361\.1/ });
    expect(within(dialog).getByLabelText<HTMLInputElement>(/Назва/).value).toBe('Покупці — мережі');
    expect(within(dialog).getByTestId('conflict-unsaved-list').textContent).toContain('Покупці — торговельні мережі');
    expect(sent).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Зберегти' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ version: 2, kind: 'both' });
  });
});
