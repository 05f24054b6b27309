// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

/** What the bridge answers: the active connection's kind and the person as main keeps them. */
const state = { kind: 'local' as 'local' | 'cloud' | 'postgres', person: { name: 'okoval', confirmed: false } };
const saved: string[] = [];
/** The bridge's answers the dialog has had: it decides only once it has both. */
let answered = 0;
const answer = <T,>(value: T) => {
  answered += 1;
  return Promise.resolve(value);
};

vi.mock('../../../../renderer/src/lib/bridge.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../renderer/src/lib/bridge.js')>();
  return {
    ...original,
    desktop: {
      'connections.list': () =>
        answer([{ id: 'c1', kind: state.kind, name: 'ТОВ «Ромашка»', hasToken: false, active: true, isDemo: false }]),
      'person.load': () => answer(state.person),
      'person.save': ({ name }: { name: string }) => {
        saved.push(name);
        state.person = { name, confirmed: true };
        return Promise.resolve(state.person);
      },
    },
  };
});

const { initI18n } = await import('../../../../renderer/src/i18n/i18n.js');
const { PersonNameDialog } = await import('../../../../renderer/src/app/PersonNameDialog.js');

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  saved.length = 0;
  answered = 0;
});

const show = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PersonNameDialog />
      <span>екран</span>
    </QueryClientProvider>,
  );

describe("the person's name on first start", () => {
  it('asks it on a local company, offering the system user, and keeps what the person types', async () => {
    state.kind = 'local';
    state.person = { name: 'okoval', confirmed: false };
    show();
    const field = await screen.findByLabelText('Ім’я та прізвище');
    expect(screen.getByRole('dialog', { name: 'Як вас звати?' })).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('okoval');
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти' }));
    expect(await screen.findByText('Вкажіть ім’я: від 1 до 100 символів.')).toBeTruthy();
    expect(saved).toEqual([]);
    fireEvent.change(field, { target: { value: ' Олена Коваль ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saved).toEqual(['Олена Коваль']);
  });

  it('does not ask once the name is kept, nor on a cloud account', async () => {
    state.kind = 'local';
    state.person = { name: 'Олена Коваль', confirmed: true };
    show();
    await waitFor(() => expect(answered).toBe(2));
    await screen.findByText('екран');
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    answered = 0;
    state.kind = 'cloud';
    state.person = { name: 'okoval', confirmed: false };
    show();
    await waitFor(() => expect(answered).toBe(2));
    await screen.findByText('екран');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks it on a company on the office’s PostgreSQL too: its service records the person as a local one does', async () => {
    state.kind = 'postgres';
    state.person = { name: 'okoval', confirmed: false };
    show();
    expect(await screen.findByRole('dialog', { name: 'Як вас звати?' })).toBeTruthy();
  });
});
