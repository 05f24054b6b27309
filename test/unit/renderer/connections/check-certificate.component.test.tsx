// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const OLD = 'AA:'.repeat(31) + 'AA';
const NEW = 'BB:'.repeat(31) + 'BB';
/** Connections checked, by id. */
const tested: string[] = [];

vi.mock('../../../../renderer/src/lib/bridge.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../renderer/src/lib/bridge.js')>();
  const office = { id: 'office-1', kind: 'cloud', name: 'ТОВ «Ромашка»', hasToken: true, active: true, isDemo: false, fingerprint: OLD };
  const demo = { id: 'demo', kind: 'local', name: 'Демо-компанія', hasToken: false, active: false, isDemo: true };
  return {
    ...original,
    desktop: {
      'connections.list': () => Promise.resolve([demo, office]),
      'connections.test': ({ id }: { id: string }) => {
        tested.push(id);
        return Promise.resolve({ ok: false, message: 'changed', code: 'CONFLICT', reason: 'CERTIFICATE_CHANGED', presented: NEW });
      },
    },
  };
});

const { initI18n, setLanguage } = await import('../../../../renderer/src/i18n/i18n.js');
const { BridgeError } = await import('../../../../renderer/src/lib/bridge.js');
const { ErrorAlert } = await import('../../../../renderer/src/components/ErrorAlert.js');
const { ConnectionsScreen } = await import('../../../../renderer/src/features/connections/ConnectionsScreen.js');

beforeAll(async () => {
  await initI18n();
});
afterEach(async () => {
  cleanup();
  tested.length = 0;
  await setLanguage('uk');
});

const withQueries = (node: React.ReactNode) => <QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>;
const changed = () => new BridgeError('CONFLICT', 'the certificate changed', { reason: 'CERTIFICATE_CHANGED' });

describe('a changed certificate met on any screen', () => {
  it('offers its check where the refusal is shown, in both languages, and only for that refusal', async () => {
    window.location.hash = '#/documents';
    render(withQueries(<ErrorAlert error={changed()} />));
    expect(screen.getByRole('alert').textContent).toContain('Сертифікат сервера змінився');
    fireEvent.click(screen.getByRole('button', { name: 'Перевірити сертифікат' }));
    expect(window.location.hash).toBe('#/connections/certificate');
    await setLanguage('en');
    expect(screen.getByRole('button', { name: 'Check the certificate' })).toBeTruthy();
    cleanup();
    render(withQueries(<ErrorAlert error={new BridgeError('OFFLINE', 'no answer')} />));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('checks the active company at once on the connections screen so reached, old and new fingerprints side by side', async () => {
    window.location.hash = '#/connections/certificate';
    render(withQueries(<ConnectionsScreen />));
    const dialog = await screen.findByRole('dialog', { name: 'Сертифікат сервера змінився' });
    expect(within(dialog).getByTestId('old-fingerprint').textContent).toBe(OLD);
    expect(within(dialog).getByTestId('new-fingerprint').textContent).toBe(NEW);
    expect(tested).toEqual(['office-1']);
  });

  it('checks nothing when the screen is opened as usual', async () => {
    window.location.hash = '#/connections';
    render(withQueries(<ConnectionsScreen />));
    expect(await screen.findByText('ТОВ «Ромашка»')).toBeTruthy();
    expect(tested).toEqual([]);
  });
});
