// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

/** What the dialog asked of the app, in order. */
const calls: string[] = [];
const QR = 'data:image/png;base64,iVBORw0KGgo=';

vi.mock('../../../../renderer/src/lib/bridge.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../renderer/src/lib/bridge.js')>();
  return {
    ...original,
    desktop: {
      'invitations.create': (body: { name: string; rights: string[] }) => {
        calls.push(`create ${body.name} ${body.rights.join(',')}`);
        const fingerprint = 'AB:'.repeat(31) + 'AB';
        return Promise.resolve({ ...body, address: 'https://192.168.1.5:8443', fingerprint, company: 'ТОВ «Ромашка»', qr: QR });
      },
      'invitations.copy': () => {
        calls.push('copy');
        return Promise.resolve({ copied: true });
      },
      'invitations.dismiss': () => {
        calls.push('dismiss');
        return Promise.resolve({});
      },
    },
  };
});

const { initI18n } = await import('../../../../renderer/src/i18n/i18n.js');
const { NewTokenDialog } = await import('../../../../renderer/src/features/company/NewTokenDialog.js');

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  calls.length = 0;
});

describe('inviting a person', () => {
  it('shows the QR, the address and the fingerprint once; copying and closing are the main process’s', async () => {
    const onClose = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <NewTokenDialog invite onClose={onClose} />
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByLabelText(/Ім’я/), { target: { value: 'Олена Коваль' } });
    fireEvent.click(screen.getByLabelText('проводити'));
    fireEvent.click(screen.getByRole('button', { name: 'Запросити людину' }));
    expect(await screen.findByTestId('invitation-qr')).toHaveProperty('src', QR);
    expect(screen.getByText('https://192.168.1.5:8443')).toBeTruthy();
    expect(screen.getByTestId('invitation-shown-once').textContent).toContain('більше не буде показане');
    fireEvent.click(screen.getByRole('button', { name: 'Копіювати' }));
    await screen.findByRole('button', { name: 'Скопійовано' });
    fireEvent.click(screen.getByRole('button', { name: 'Готово' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toEqual(['create Олена Коваль post', 'copy', 'dismiss']);
  });
});
