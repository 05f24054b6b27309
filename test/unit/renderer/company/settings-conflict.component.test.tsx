// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CompanySettingsRecord, CompanySettingsUpdate } from '../../../../shared/api/company.js';
import { versionChecked } from '../../../support/stale-save.js';

const SETTINGS_UID = '00000000-0000-4000-8000-000000000001';
/** The settings as this user's screen read them, at version 1. */
const READ: CompanySettingsRecord = {
  name: 'ТОВ «Ромашка»',
  code: '',
  taxCode: '',
  address: '',
  iban: '',
  bank: '',
  vatPayer: false,
  vatFirstEvent: false,
  director: '',
  accountant: '',
  lockDate: '2026-09-30',
  version: 1,
};
/** The settings as the service keeps them; what each save sent. */
let stored: CompanySettingsRecord;
const sent: CompanySettingsUpdate[] = [];

vi.mock('../../../../renderer/src/lib/bridge.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../renderer/src/lib/bridge.js')>();
  return {
    ...original,
    desktop: {
      'service.info': () => Promise.resolve({ data: { version: '1', extensions: ['company.settings'] } }),
      'company.settings': () => Promise.resolve({ data: stored }),
      'company.updateSettings': (patch: CompanySettingsUpdate) => {
        sent.push(patch);
        return versionChecked(
          original.BridgeError,
          { uid: SETTINGS_UID, kind: 'settings', stored: () => stored },
          {
            body: patch,
            accept: () => {
              stored = { ...stored, ...patch, version: (stored.version ?? 1) + 1 };
              return { data: stored };
            },
          },
        );
      },
    },
  };
});

const { initI18n } = await import('../../../../renderer/src/i18n/i18n.js');
const { useCompanySettings } = await import('../../../../renderer/src/lib/use-company-settings.js');
const { LockDateCard } = await import('../../../../renderer/src/features/company/LockDateCard.js');
const { RequisitesCard } = await import('../../../../renderer/src/features/company/RequisitesCard.js');
const { queryKeys } = await import('../../../../renderer/src/lib/query-keys.js');

beforeAll(async () => {
  await initI18n();
});
afterEach(async () => {
  cleanup();
  sent.length = 0;
  await i18n.changeLanguage('uk');
});

/** The settings screen's two cards over what the app read. */
function Cards() {
  const settings = useCompanySettings();
  if (!settings.data) return null;
  return (
    <>
      <LockDateCard lockDate={settings.data.lockDate} />
      <RequisitesCard settings={settings.data} />
    </>
  );
}

/** The screen as read at version 1, and then Олена Коваль's save of `theirs` (version 2). */
async function showThenChange(theirs: Partial<CompanySettingsRecord>): Promise<QueryClient> {
  stored = READ;
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <Cards />
    </QueryClientProvider>,
  );
  await screen.findByTestId('lock-date-card');
  stored = { ...READ, ...theirs, version: 2 };
  return client;
}

describe('two people saving the company settings', () => {
  it('shows who changed the requisites, and re-applies this user’s name over their director with their version', async () => {
    await showThenChange({ director: 'Петренко Олег Іванович' });
    fireEvent.change(screen.getByLabelText(/Найменування/), { target: { value: 'ТОВ «Ромашка-Плюс»' } });
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти реквізити' }));
    const conflict = await screen.findByTestId('conflict-dialog');
    expect(sent[0]).toMatchObject({ name: 'ТОВ «Ромашка-Плюс»', version: 1 });
    expect(conflict.textContent).toContain('Налаштування змінив(ла) Олена Коваль');
    expect(within(conflict).getByTestId('conflict-theirs').textContent).toContain('Петренко Олег Іванович');
    expect(within(conflict).getByTestId('conflict-mine').textContent).toContain('ТОВ «Ромашка-Плюс»');
    expect(within(conflict).getByTestId('conflict-mine').textContent).not.toContain('Петренко');
    fireEvent.click(within(conflict).getByRole('button', { name: 'Застосувати мої зміни поверх' }));
    await screen.findByTestId('requisites-saved');
    expect(sent[1]).toMatchObject({ name: 'ТОВ «Ромашка-Плюс»', director: 'Петренко Олег Іванович', version: 2 });
    expect(stored).toMatchObject({ name: 'ТОВ «Ромашка-Плюс»', director: 'Петренко Олег Іванович', version: 3 });
  });

  it('keeps what was typed when the settings are read anew meanwhile, and its save then shows the dialog', async () => {
    const client = await showThenChange({ director: 'Петренко Олег Іванович', lockDate: '2026-10-31' });
    const name = screen.getByLabelText<HTMLInputElement>(/Найменування/);
    fireEvent.change(name, { target: { value: 'ТОВ «Ромашка-Плюс»' } });
    // As the change feed does when someone else saves the settings.
    await client.invalidateQueries({ queryKey: queryKeys.company.settings });
    await waitFor(() => expect(screen.getByTestId('lock-date-current').textContent).toContain('31.10.2026'));
    expect(name.value).toBe('ТОВ «Ромашка-Плюс»');
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти реквізити' }));
    const conflict = await screen.findByTestId('conflict-dialog');
    expect(sent[0]).toMatchObject({ name: 'ТОВ «Ромашка-Плюс»', director: '', version: 1 });
    expect(within(conflict).getByTestId('conflict-theirs').textContent).toContain('Петренко Олег Іванович');
    fireEvent.click(within(conflict).getByRole('button', { name: 'Застосувати мої зміни поверх' }));
    await screen.findByTestId('requisites-saved');
    expect(sent[1]).toMatchObject({ name: 'ТОВ «Ромашка-Плюс»', director: 'Петренко Олег Іванович', version: 2 });
    expect(stored).toMatchObject({ lockDate: '2026-10-31', version: 3 });
  });

  it('takes their lock date on «Оновити» and lists this user’s change, saving nothing', async () => {
    await showThenChange({ lockDate: '2026-10-31' });
    fireEvent.click(screen.getByRole('button', { name: 'Зняти заборону' }));
    const conflict = await screen.findByTestId('conflict-dialog');
    expect(within(conflict).getByTestId('conflict-theirs').textContent).toContain('Дата заборони редагування');
    expect(within(conflict).getByTestId('conflict-theirs').textContent).toContain('31.10.2026');
    fireEvent.click(within(conflict).getByRole('button', { name: 'Оновити' }));
    await waitFor(() => expect(screen.getByTestId('lock-date-current').textContent).toContain('31.10.2026'));
    expect(screen.queryByTestId('conflict-dialog')).toBeNull();
    expect(screen.getByTestId('conflict-unsaved-list').textContent).toContain('30.09.2026');
    expect(sent).toHaveLength(1);
    expect(stored.lockDate).toBe('2026-10-31');
  });

  it('says it in English too, naming the field as its card does', async () => {
    await i18n.changeLanguage('en');
    await showThenChange({ vatFirstEvent: false, lockDate: '2026-10-31' });
    fireEvent.click(screen.getByRole('button', { name: 'Open the period' }));
    const conflict = await screen.findByTestId('conflict-dialog');
    expect(conflict.textContent).toContain('The settings were changed by Олена Коваль');
    expect(within(conflict).getByTestId('conflict-theirs').textContent).toContain('Lock date');
    expect(within(conflict).getByRole('button', { name: 'Apply my changes on top' })).toBeTruthy();
  });
});
