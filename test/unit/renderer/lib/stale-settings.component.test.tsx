// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { versionChecked } from '../../../support/stale-save.js';

/** The settings and the chart as the service holds them after someone else's change; what was read. */
const COMPANY = { name: 'ТОВ «Ромашка»', code: '', taxCode: '', address: '', iban: '', bank: '', vatPayer: true, vatFirstEvent: false };
const settings = { ...COMPANY, director: '', accountant: '', lockDate: null, version: 8 };
const ACCOUNT = { code: '361', name: 'Розрахунки з покупцями', parent: null, kind: 'both', offBalance: false, analytics: [], active: true };
const reads: string[] = [];

vi.mock('../../../../renderer/src/lib/bridge.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../renderer/src/lib/bridge.js')>();
  const read = (op: string, data: unknown) => () => {
    reads.push(op);
    return Promise.resolve({ data, totalCount: 1 });
  };
  return {
    ...original,
    desktop: {
      'service.info': () => Promise.resolve({ data: { version: '1', extensions: ['company.settings', 'ledger.accounts'] } }),
      'company.settings': read('company.settings', settings),
      'accounts.index': read('accounts.index', [{ ...ACCOUNT, version: 5 }]),
      'company.updateSettings': (body: Record<string, unknown>) =>
        versionChecked(
          original.BridgeError,
          { uid: 'company', kind: 'settings', stored: () => settings },
          {
            body,
            accept: () => ({
              data: settings,
            }),
          },
        ),
      'accounts.update': (body: Record<string, unknown>) =>
        versionChecked(
          original.BridgeError,
          { uid: '361', kind: 'account', stored: () => ({ version: 5 }) },
          {
            body,
            accept: () => ({
              data: ACCOUNT,
            }),
          },
        ),
    },
  };
});

const { initI18n } = await import('../../../../renderer/src/i18n/i18n.js');
const { queryKeys } = await import('../../../../renderer/src/lib/query-keys.js');
const { VatPracticeCard } = await import('../../../../renderer/src/features/company/VatPracticeCard.js');
const { AccountDialog } = await import('../../../../renderer/src/features/directories/AccountDialog.js');
const { useCompanySettings } = await import('../../../../renderer/src/lib/use-company-settings.js');
const { useAccounts } = await import('../../../../renderer/src/lib/use-accounts.js');

/** What the settings screen and the chart read, as they do beside the editors. */
function Screens() {
  useCompanySettings();
  useAccounts();
  return null;
}

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  reads.length = 0;
});

/** A screen showing version 7 of the settings and version 4 of account 361, both changed since. */
function show(node: React.ReactNode) {
  const client = new QueryClient();
  client.setQueryData(queryKeys.company.settings, { ...settings, version: 7 });
  client.setQueryData(queryKeys.directory.accounts, [{ ...ACCOUNT, version: 4 }]);
  render(
    <QueryClientProvider client={client}>
      <Screens />
      {node}
    </QueryClientProvider>,
  );
}

describe('a stale save of the settings or the chart', () => {
  it('reads the settings again and shows who changed them in the conflict dialog', async () => {
    show(<VatPracticeCard settings={{ ...settings, version: 7 }} />);
    const box = await screen.findByRole('checkbox', { name: /першою подією/ });
    reads.length = 0;
    fireEvent.click(box);
    expect((await screen.findByTestId('conflict-dialog')).textContent).toContain('Налаштування змінив(ла) Олена Коваль');
    expect(reads).toContain('company.settings');
  });

  it('says someone else changed the account, and reads the chart again', async () => {
    show(<AccountDialog target={{ account: { ...ACCOUNT, kind: 'both', version: 4 } }} onClose={() => undefined} />);
    const save = await screen.findByRole('button', { name: 'Зберегти' });
    await waitFor(() => expect(reads).toContain('accounts.index'));
    reads.length = 0;
    fireEvent.click(save);
    await waitFor(() => expect(reads).toContain('accounts.index'));
  });
});
