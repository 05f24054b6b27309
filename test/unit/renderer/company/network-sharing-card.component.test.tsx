// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ServeChoice, SharingView } from '../../../../shared/ipc/sharing-contract.js';

const FINGERPRINT = Array.from({ length: 32 }, () => 'C4').join(':');
const ADDRESSES = ['192.168.1.5', '10.0.0.7'];

/** What the main process holds: the view it answers, what the page asked, and a refusal to give. */
let view: SharingView;
const calls: string[] = [];
let refusal: { reason: string; message: string } | null = null;
let loads = 0;

const notShared = (over: Partial<SharingView> = {}): SharingView => ({
  available: true,
  addresses: ADDRESSES,
  choice: null,
  serving: null,
  problem: null,
  ...over,
});

vi.mock('../../../../renderer/src/lib/bridge.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../renderer/src/lib/bridge.js')>();
  return {
    ...original,
    desktop: {
      'sharing.load': () => {
        loads += 1;
        return Promise.resolve(view);
      },
      'sharing.start': (choice: ServeChoice) => {
        calls.push(`start ${choice.host}:${choice.port}`);
        if (refusal) return Promise.reject(new original.BridgeError('CONFLICT', refusal.message, { reason: refusal.reason }));
        const urls = (choice.host === '0.0.0.0' ? ADDRESSES : [choice.host]).map((a) => `https://${a}:${choice.port}`);
        view = notShared({ choice, serving: { ...choice, fingerprint: FINGERPRINT, urls } });
        return Promise.resolve(view);
      },
      'sharing.stop': () => {
        calls.push('stop');
        view = notShared();
        return Promise.resolve(view);
      },
      'service.info': () => Promise.resolve({ data: { version: '1', extensions: [] } }),
    },
  };
});

const { initI18n, setLanguage } = await import('../../../../renderer/src/i18n/i18n.js');
const { NetworkSharingCard } = await import('../../../../renderer/src/features/company/NetworkSharingCard.js');

beforeAll(async () => {
  await initI18n();
});
afterEach(async () => {
  cleanup();
  calls.length = 0;
  refusal = null;
  await setLanguage('uk');
});

function show(initial: SharingView) {
  view = initial;
  render(
    <QueryClientProvider client={new QueryClient()}>
      <NetworkSharingCard />
    </QueryClientProvider>,
  );
}

describe('sharing the company on the network', () => {
  it('opens access on every network with the usual port, shows where others connect and the fingerprint, and closes it', async () => {
    show(notShared());
    const card = await screen.findByTestId('sharing-card');
    expect(within(card).getByText('Доступ у мережі')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Порт').value).toBe('8443');
    fireEvent.click(screen.getByRole('button', { name: 'Відкрити доступ у мережі' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('sharing-url').map((row) => row.textContent)).toEqual([
        'https://192.168.1.5:8443',
        'https://10.0.0.7:8443',
      ]),
    );
    expect(screen.getByTestId('sharing-fingerprint').textContent).toBe(FINGERPRINT);
    expect(card.textContent).toContain('Не закривайте програму на цьому комп’ютері');
    fireEvent.click(screen.getByRole('button', { name: 'Закрити доступ' }));
    await screen.findByRole('button', { name: 'Відкрити доступ у мережі' });
    expect(calls).toEqual(['start 0.0.0.0:8443', 'stop']);
  });

  it('in English: one address of this PC and a port of the user’s choice', async () => {
    await setLanguage('en');
    show(notShared());
    await screen.findByText('Network access');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Address' }));
    fireEvent.click(await screen.findByRole('option', { name: '10.0.0.7' }));
    fireEvent.change(screen.getByLabelText('Port'), { target: { value: '9443' } });
    fireEvent.click(screen.getByRole('button', { name: 'Share on the network' }));
    expect((await screen.findByTestId('sharing-url')).textContent).toBe('https://10.0.0.7:9443');
    expect(screen.getByTestId('sharing-card').textContent).toContain('Keep the app running on this computer while others work');
    expect(screen.getByRole('button', { name: 'Stop sharing' })).toBeTruthy();
    expect(calls).toEqual(['start 10.0.0.7:9443']);
  });

  it('a port in use is said in words, in both languages, and the form stays to choose another', async () => {
    refusal = { reason: 'PORT_IN_USE', message: 'the company could not be shared on the network' };
    show(notShared());
    fireEvent.click(await screen.findByRole('button', { name: 'Відкрити доступ у мережі' }));
    expect((await screen.findByTestId('sharing-problem')).textContent).toBe(
      'Порт 8443 уже зайнятий іншою програмою. Виберіть інший порт. Компанія працює лише на цьому комп’ютері.',
    );
    await setLanguage('en');
    expect((await screen.findByTestId('sharing-problem')).textContent).toContain('Port 8443 is already in use by another program');
    expect(screen.getByRole('button', { name: 'Share on the network' })).toBeTruthy();
  });

  it('a remembered address this PC no longer has is said in words; another failure keeps its reason apart as details', async () => {
    show(notShared({ choice: { host: '198.51.100.10', port: 8443 }, problem: { reason: 'ADDRESS_NOT_ON_THIS_PC', message: 'exit 10' } }));
    expect((await screen.findByTestId('sharing-problem')).textContent).toBe(
      'Цей комп’ютер більше не має адреси 198.51.100.10 (мережа дала йому іншу). Виберіть адресу нижче. Компанія працює лише на цьому комп’ютері.',
    );
    await setLanguage('en');
    expect((await screen.findByTestId('sharing-problem')).textContent).toContain('This computer no longer has the address 198.51.100.10');
    cleanup();
    await setLanguage('uk');
    show(notShared({ choice: { host: '0.0.0.0', port: 8443 }, problem: { reason: 'SHARE_FAILED', message: 'EACCES: permission denied' } }));
    const problem = await screen.findByTestId('sharing-problem');
    expect(problem.textContent).toContain('Не вдалося відкрити доступ у мережі. Компанія працює лише на цьому комп’ютері.');
    // The service's own words, in English, stand apart as technical details rather than inside a Ukrainian sentence.
    expect(within(problem).getByTestId('sharing-problem-details').textContent).toBe('Технічні подробиці: EACCES: permission denied');
  });

  it('a port out of range or not a number is refused before anything is asked', async () => {
    show(notShared());
    const port = await screen.findByLabelText('Порт');
    for (const bad of ['80', '70000', 'abc', '']) {
      fireEvent.change(port, { target: { value: bad } });
      expect(screen.getByText('Порт — ціле число від 1024 до 65535')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Відкрити доступ у мережі' })).toHaveProperty('disabled', true);
    }
    expect(calls).toEqual([]);
  });

  it('a remembered share that could not start says why; a company not on this PC shows no card', async () => {
    show(notShared({ choice: { host: '0.0.0.0', port: 8443 }, problem: { reason: 'PORT_IN_USE', message: 'in use' } }));
    expect((await screen.findByTestId('sharing-problem')).textContent).toContain('Порт 8443 уже зайнятий');
    cleanup();
    loads = 0;
    show({ available: false, addresses: [], choice: null, serving: null, problem: null });
    await waitFor(() => expect(loads).toBe(1));
    // The answer rendered: nothing of sharing for a company this PC does not hold.
    await waitFor(() => expect(document.body.textContent).toBe(''));
    expect(screen.queryByTestId('sharing-card')).toBeNull();
  });
});
