// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

/** What the screen asked of the app, in order. */
const calls: string[] = [];

vi.mock('../../../../renderer/src/lib/bridge.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../renderer/src/lib/bridge.js')>();
  const office = {
    id: 'db-1',
    kind: 'postgres',
    name: 'ТОВ Офіс',
    hasToken: true,
    active: true,
    isDemo: false,
    postgres: { host: 'db.office.lan', port: 5432, database: 'oblik', user: 'buh' },
  };
  const demo = { id: 'demo', kind: 'local', name: 'Демо-компанія', hasToken: false, active: false, isDemo: true };
  return {
    ...original,
    desktop: {
      'connections.list': () => Promise.resolve([demo, office]),
      'connections.setPassword': ({ id, password }: { id: string; password: string }) => {
        calls.push(`password ${id} ${password}`);
        return Promise.resolve(office);
      },
      'connections.test': ({ id }: { id: string }) => {
        calls.push(`test ${id}`);
        return Promise.resolve({ ok: true, message: 'Connected' });
      },
    },
  };
});

const { initI18n, setLanguage } = await import('../../../../renderer/src/i18n/i18n.js');
const { ConnectionsScreen } = await import('../../../../renderer/src/features/connections/ConnectionsScreen.js');

beforeAll(async () => {
  await initI18n();
});
afterEach(async () => {
  cleanup();
  calls.length = 0;
  await setLanguage('uk');
});

const openScreen = () => {
  window.location.hash = '#/connections';
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ConnectionsScreen />
    </QueryClientProvider>,
  );
};

describe('a new password for a company on the office’s PostgreSQL', () => {
  it('is asked for the database’s row only, refused empty, kept, and the database checked with it at once', async () => {
    openScreen();
    const action = await screen.findByRole('button', { name: 'Змінити пароль: ТОВ Офіс' });
    expect(screen.queryByRole('button', { name: 'Змінити пароль: Демо-компанія' })).toBeNull();
    fireEvent.click(action);
    const dialog = await screen.findByRole('dialog', { name: 'Новий пароль до бази «ТОВ Офіс»' });
    expect(dialog.textContent).toContain('користувача buh');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Зберегти пароль' }));
    expect(within(dialog).getByText('Обов’язкове поле')).toBeTruthy();
    expect(calls).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Новий пароль'), { target: { value: 'нов1й' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Зберегти пароль' }));
    await waitFor(() => expect(calls).toEqual(['password db-1 нов1й', 'test db-1']));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('«ТОВ Офіс»: З’єднання встановлено')).toBeTruthy();
  });

  it('in English', async () => {
    await setLanguage('en');
    openScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Change password: ТОВ Офіс' }));
    const dialog = await screen.findByRole('dialog', { name: 'New password for «ТОВ Офіс»' });
    expect(within(dialog).getByLabelText('New password')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Save password' })).toBeTruthy();
  });
});
