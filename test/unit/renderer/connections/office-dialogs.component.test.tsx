// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

/** What the dialogs asked of the app, in order. */
const calls: string[] = [];
/** How `connections.join` answers: a refusal's reason, or success. */
let joinRefusal: string | null = null;
const OLD = 'AA:'.repeat(31) + 'AA';
const NEW = 'BB:'.repeat(31) + 'BB';

vi.mock('../../../../renderer/src/lib/bridge.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../renderer/src/lib/bridge.js')>();
  const view = { id: 'office-1', kind: 'cloud', name: 'ТОВ «Ромашка»', hasToken: true, active: true, isDemo: false, fingerprint: OLD };
  return {
    ...original,
    desktop: {
      'connections.join': ({ invitation }: { invitation: string }) => {
        calls.push(`join ${invitation}`);
        return joinRefusal === null
          ? Promise.resolve(view)
          : Promise.reject(new original.BridgeError('CONFLICT', 'refused', { reason: joinRefusal }));
      },
      'connections.select': ({ id }: { id: string }) => {
        calls.push(`select ${id}`);
        return Promise.resolve(view);
      },
      'connections.acceptFingerprint': ({ id, fingerprint }: { id: string; fingerprint: string }) => {
        calls.push(`accept ${id} ${fingerprint}`);
        return Promise.resolve({ ...view, fingerprint });
      },
      'connections.list': () => Promise.resolve([view]),
    },
  };
});

const { initI18n } = await import('../../../../renderer/src/i18n/i18n.js');
const { JoinCompanyDialog } = await import('../../../../renderer/src/features/connections/JoinCompanyDialog.js');
const { CertificateChangedDialog } = await import('../../../../renderer/src/features/connections/CertificateChangedDialog.js');

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  calls.length = 0;
  joinRefusal = null;
});

const withQueries = (node: React.ReactNode) => <QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>;

describe('joining a company served to the office', () => {
  it('joins by the pasted invitation and makes the company current', async () => {
    const onJoined = vi.fn();
    render(withQueries(<JoinCompanyDialog open onClose={() => undefined} onJoined={onJoined} />));
    fireEvent.change(screen.getByLabelText(/Запрошення/), { target: { value: 'oblik-invite:abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Приєднатися' }));
    await waitFor(() => expect(onJoined).toHaveBeenCalledWith('ТОВ «Ромашка»'));
    expect(calls).toEqual(['join oblik-invite:abc', 'select office-1']);
  });

  it('says in words when the server does not present the invitation’s certificate', async () => {
    joinRefusal = 'CERTIFICATE_CHANGED';
    render(withQueries(<JoinCompanyDialog open onClose={() => undefined} onJoined={() => undefined} />));
    fireEvent.change(screen.getByLabelText(/Запрошення/), { target: { value: 'oblik-invite:abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Приєднатися' }));
    expect(await screen.findByTestId('join-company-failure')).toHaveProperty(
      'textContent',
      expect.stringContaining('не той сертифікат') as string,
    );
  });
});

describe('a changed certificate', () => {
  it('shows the old and the new fingerprints and pins the new one only when accepted', async () => {
    const onAccepted = vi.fn();
    const connection = {
      id: 'office-1',
      kind: 'cloud' as const,
      name: 'ТОВ «Ромашка»',
      hasToken: true,
      active: true,
      isDemo: false,
      fingerprint: OLD,
    };
    render(
      withQueries(<CertificateChangedDialog changed={{ connection, presented: NEW }} onClose={() => undefined} onAccepted={onAccepted} />),
    );
    expect(screen.getByTestId('old-fingerprint').textContent).toBe(OLD);
    expect(screen.getByTestId('new-fingerprint').textContent).toBe(NEW);
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Прийняти новий сертифікат' }));
    await waitFor(() => expect(onAccepted).toHaveBeenCalledWith('ТОВ «Ромашка»'));
    expect(calls).toEqual([`accept office-1 ${NEW}`]);
  });
});
