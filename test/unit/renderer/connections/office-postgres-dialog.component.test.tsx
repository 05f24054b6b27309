// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

/** What the dialog asked of the app, in order. */
const calls: unknown[] = [];
/** How `connections.test` answers: ok, or a failure's reason. */
let testReason: string | null = null;

vi.mock('../../../../renderer/src/lib/bridge.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../renderer/src/lib/bridge.js')>();
  const postgres = { host: 'db.office.lan', port: 5432, database: 'oblik', user: 'buh' };
  const view = { id: 'pg-1', kind: 'postgres', name: 'Офіс', hasToken: true, active: false, isDemo: false, postgres };
  return {
    ...original,
    desktop: {
      'connections.add': (request: { name: string }) => {
        calls.push(['add', request]);
        return Promise.resolve({ ...view, name: request.name });
      },
      'connections.test': ({ id }: { id: string }) => {
        calls.push(['test', id]);
        return Promise.resolve(
          testReason === null
            ? { ok: true, message: 'Connected' }
            : { ok: false, message: 'raw driver text', code: 'OFFLINE', reason: testReason },
        );
      },
      'connections.select': ({ id }: { id: string }) => {
        calls.push(['select', id]);
        return Promise.resolve({ ...view, active: true });
      },
      'connections.list': () => Promise.resolve([view]),
    },
  };
});

const { initI18n } = await import('../../../../renderer/src/i18n/i18n.js');
const { PostgresConnectionDialog } = await import('../../../../renderer/src/features/connections/PostgresConnectionDialog.js');
const { ConnectionsScreen } = await import('../../../../renderer/src/features/connections/ConnectionsScreen.js');

beforeAll(async () => {
  await initI18n();
});
afterEach(async () => {
  cleanup();
  calls.length = 0;
  testReason = null;
  await i18n.changeLanguage('uk');
});

const withQueries = (node: React.ReactNode) => <QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>;

function fill(fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
  }
}

const UK_FIELDS = { 'Назва в списку': 'Офіс', Сервер: 'db.office.lan', 'База даних': 'oblik', Користувач: 'buh', Пароль: 'таємниця' };

describe('connecting a company on the office’s PostgreSQL', () => {
  it('adds it with port 5432 unless given, checks it and makes it current', async () => {
    const onDone = vi.fn();
    render(withQueries(<PostgresConnectionDialog open onClose={() => undefined} onDone={onDone} />));
    expect(screen.getByRole('dialog', { name: 'Підключити базу PostgreSQL' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/^Порт/).value).toBe('5432');
    fill(UK_FIELDS);
    fireEvent.click(screen.getByRole('button', { name: 'Підключити' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Офіс', null));
    expect(calls).toEqual([
      ['add', { kind: 'postgres', name: 'Офіс', host: 'db.office.lan', port: 5432, database: 'oblik', user: 'buh', password: 'таємниця' }],
      ['test', 'pg-1'],
      ['select', 'pg-1'],
    ]);
  });

  it('says in words what is wrong with the server, the port and the names, and sends nothing', async () => {
    render(withQueries(<PostgresConnectionDialog open onClose={() => undefined} onDone={() => undefined} />));
    fill({ ...UK_FIELDS, Сервер: 'db office', Порт: '70000', 'База даних': 'a/b', Пароль: '' });
    fireEvent.click(screen.getByRole('button', { name: 'Підключити' }));
    expect(await screen.findByText(/Вкажіть ім’я сервера або його IPv4-адресу/)).toBeTruthy();
    expect(screen.getByText(/Порт — число від 1 до 65535/)).toBeTruthy();
    expect(screen.getByText(/Назва бази: до 63 літер/)).toBeTruthy();
    expect(screen.getByText('Обов’язкове поле')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('keeps a database that does not open in the list and says why in words, not the driver’s', async () => {
    testReason = 'DATABASE_LOGIN_REFUSED';
    const onDone = vi.fn();
    render(withQueries(<PostgresConnectionDialog open onClose={() => undefined} onDone={onDone} />));
    fill(UK_FIELDS);
    fireEvent.click(screen.getByRole('button', { name: 'Підключити' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Офіс', expect.stringContaining('не прийняв користувача чи пароль')));
    expect(JSON.stringify(onDone.mock.calls)).not.toContain('raw driver text');
    expect(calls.map((call) => (call as unknown[])[0])).toEqual(['add', 'test']);
  });

  it('speaks English on request and is submitted from the keyboard', async () => {
    await i18n.changeLanguage('en');
    const onDone = vi.fn();
    render(withQueries(<PostgresConnectionDialog open onClose={() => undefined} onDone={onDone} />));
    expect(screen.getByRole('dialog', { name: 'Connect a PostgreSQL database' })).toBeTruthy();
    fill({ 'Name in the list': 'Office', Server: '192.168.1.20', Port: '6432', Database: 'oblik', User: 'buh', Password: 'pw' });
    fireEvent.submit(screen.getByLabelText(/^Password/).closest('form') as HTMLFormElement);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Office', null));
    expect(calls[0]).toEqual([
      'add',
      { kind: 'postgres', name: 'Office', host: '192.168.1.20', port: 6432, database: 'oblik', user: 'buh', password: 'pw' },
    ]);
  });

  it('says an unreachable server in English', async () => {
    await i18n.changeLanguage('en');
    testReason = 'DATABASE_UNREACHABLE';
    const onDone = vi.fn();
    render(withQueries(<PostgresConnectionDialog open onClose={() => undefined} onDone={onDone} />));
    fill({ 'Name in the list': 'Office', Server: 'db', Database: 'oblik', User: 'buh', Password: 'pw' });
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Office', expect.stringContaining('cannot be reached')));
  });
});

describe('the connections screen with a company on the office’s PostgreSQL', () => {
  it('lists it with its kind and place, and opens the dialog from its button', async () => {
    render(withQueries(<ConnectionsScreen />));
    expect(await screen.findByText('База PostgreSQL офісу')).toBeTruthy();
    expect(screen.getByTestId('connection-address').textContent).toBe('db.office.lan:5432/oblik');
    expect(screen.getByRole('button', { name: 'Перевірити: Офіс' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Видалити: Офіс' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Підключити базу PostgreSQL' }));
    expect(await screen.findByRole('dialog', { name: 'Підключити базу PostgreSQL' })).toBeTruthy();
  });
});
