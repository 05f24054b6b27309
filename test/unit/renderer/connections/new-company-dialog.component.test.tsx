// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

/** What the form asked of the app, in order. */
const calls: string[] = [];
/** How each `company.updateSettings` answers, in turn: a failure message, or success. */
const settingsReplies: (string | null)[] = [];
/** The settings the form wrote, in order. */
const written: Record<string, unknown>[] = [];

vi.mock('../../../../renderer/src/lib/bridge.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../renderer/src/lib/bridge.js')>();
  const view = { id: 'new-1', kind: 'local', name: 'ТОВ «Ромашка»', hasToken: false, active: true, isDemo: false };
  return {
    ...original,
    desktop: {
      'connections.add': () => {
        calls.push('add');
        return Promise.resolve({ ...view, active: false });
      },
      'connections.select': ({ id }: { id: string }) => {
        calls.push(`select ${id}`);
        return Promise.resolve(view);
      },
      'connections.list': () => Promise.resolve([view]),
      'company.updateSettings': (settings: Record<string, unknown>) => {
        calls.push(`settings ${String(settings.iban)}`);
        written.push(settings);
        const failure = settingsReplies.shift() ?? null;
        return failure === null ? Promise.resolve({ data: settings }) : Promise.reject(new original.BridgeError('OFFLINE', failure));
      },
    },
  };
});

const { initI18n } = await import('../../../../renderer/src/i18n/i18n.js');
const { NewCompanyDialog } = await import('../../../../renderer/src/features/connections/NewCompanyDialog.js');

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  calls.length = 0;
  written.length = 0;
});

function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('the new-company form', () => {
  it('keeps a company whose requisites failed to save, says so, and writes them again without making a second one', async () => {
    settingsReplies.push('the service cannot be reached');
    const onCreated = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <NewCompanyDialog open onClose={() => undefined} onCreated={onCreated} />
      </QueryClientProvider>,
    );
    type(/Назва організації/, 'ТОВ «Ромашка»');
    type(/ЄДРПОУ \/ РНОКПП/, '32145678');
    fireEvent.click(screen.getByRole('radio', { name: 'Платник ПДВ' }));
    type(/ІПН платника ПДВ/, '321456726541');
    type(/^IBAN/, 'UA74 305299 0000026007233566001');
    fireEvent.click(screen.getByRole('button', { name: 'Створити' }));

    const failure = await screen.findByTestId('new-company-failure');
    expect(failure.textContent).toContain('Організацію «ТОВ «Ромашка»» створено, але її реквізити не записано');
    expect(failure.textContent).toContain('Немає зв’язку з сервісом.');
    expect(calls).toEqual(['add', 'select new-1', 'settings UA743052990000026007233566001']);
    expect(onCreated).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Записати реквізити ще раз' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('ТОВ «Ромашка»'));
    expect(calls).toEqual([
      'add',
      'select new-1',
      'settings UA743052990000026007233566001',
      'select new-1',
      'settings UA743052990000026007233566001',
    ]);
  });

  it('asks whether the company pays VAT with neither answer chosen, makes nothing until one is, and writes the one chosen', async () => {
    const onCreated = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <NewCompanyDialog open onClose={() => undefined} onCreated={onCreated} />
      </QueryClientProvider>,
    );
    const payer = screen.getByRole('radio', { name: 'Платник ПДВ' });
    const notPayer = screen.getByRole('radio', { name: 'Не платник ПДВ' });
    expect([(payer as HTMLInputElement).checked, (notPayer as HTMLInputElement).checked]).toEqual([false, false]);
    expect(screen.getByText(/Від цього залежать проводки/)).toBeTruthy();
    type(/Назва організації/, 'ФОП Коваль');
    type(/ЄДРПОУ \/ РНОКПП/, '1234567899');
    fireEvent.click(screen.getByRole('button', { name: 'Створити' }));
    expect(await screen.findByText('Оберіть, чи є організація платником ПДВ')).toBeTruthy();
    expect(calls).toEqual([]);

    fireEvent.click(notPayer);
    fireEvent.click(screen.getByRole('button', { name: 'Створити' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('ФОП Коваль'));
    expect(written).toEqual([expect.objectContaining({ name: 'ФОП Коваль', vatPayer: false, taxCode: '' })]);
  });

  it('makes nothing while a field is wrong', async () => {
    const onCreated = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <NewCompanyDialog open onClose={() => undefined} onCreated={onCreated} />
      </QueryClientProvider>,
    );
    type(/Назва організації/, 'ТОВ «Ромашка»');
    type(/ЄДРПОУ \/ РНОКПП/, '32145679');
    fireEvent.click(screen.getByRole('button', { name: 'Створити' }));
    expect(await screen.findByText('Контрольна цифра не збігається: перевірте код')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
