// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

/** The company's settings as the bridge keeps them; only what the dialog reads. */
const state = { vatPayer: null as boolean | null, version: 1 };
/** The updates the dialog sent, in order. */
const sent: Record<string, unknown>[] = [];

vi.mock('../../../../renderer/src/lib/bridge.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../renderer/src/lib/bridge.js')>();
  const settings = () => ({ name: 'ТОВ «Ромашка»', vatPayer: state.vatPayer, version: state.version });
  return {
    ...original,
    desktop: {
      'connections.list': () =>
        Promise.resolve([{ id: 'c1', kind: 'postgres', name: 'ТОВ «Ромашка»', hasToken: false, active: true, isDemo: false }]),
      'service.info': () => Promise.resolve({ data: { version: '1', extensions: ['company.settings'] } }),
      'company.settings': () => Promise.resolve({ data: settings() }),
      'company.updateSettings': (patch: Record<string, unknown>) => {
        sent.push(patch);
        state.vatPayer = patch.vatPayer as boolean;
        state.version += 1;
        return Promise.resolve({ data: settings() });
      },
    },
  };
});

const { initI18n } = await import('../../../../renderer/src/i18n/i18n.js');
const { VatPayerDialog } = await import('../../../../renderer/src/app/VatPayerDialog.js');
const { useCompanySettings } = await import('../../../../renderer/src/lib/use-company-settings.js');

/** What the app knows of the settings, on screen: a test waits for it before it asks what the dialog did. */
function SettingsRead() {
  const settings = useCompanySettings();
  return settings.data ? <span>{`ПДВ: ${String(settings.data.vatPayer)}`}</span> : null;
}

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  sent.length = 0;
});

const show = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <VatPayerDialog />
      <SettingsRead />
    </QueryClientProvider>,
  );

describe('the question whether a company pays VAT, for a company whose settings never said', () => {
  it('asks with neither answer chosen, saves nothing until one is, and writes the one chosen', async () => {
    state.vatPayer = null;
    show();
    const dialog = await screen.findByRole('dialog', { name: 'Організація не вказала, чи вона платник ПДВ' });
    const radios = screen.getAllByRole<HTMLInputElement>('radio');
    expect(radios.map((r) => [r.labels?.[0]?.textContent, r.checked])).toEqual([
      ['Платник ПДВ', false],
      ['Не платник ПДВ', false],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти' }));
    expect(await screen.findByText('Оберіть, чи є організація платником ПДВ')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByRole('radio', { name: 'Платник ПДВ' }));
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(sent).toEqual([expect.objectContaining({ vatPayer: true, version: 1 })]);
  });

  it('is put off by «Пізніше», and never asked of a company that has said', async () => {
    state.vatPayer = null;
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Пізніше' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([]);
    cleanup();

    state.vatPayer = false;
    show();
    expect(await screen.findByText('ПДВ: false')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
