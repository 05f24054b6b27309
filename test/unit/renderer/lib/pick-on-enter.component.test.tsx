// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

/** Typing a name and Enter picks it in every picker, with no ArrowDown first (docs/desktop-app.md, "Keyboard-first"). */
const AGENTS = [
  { uid: '11111111-2222-4333-8444-555555555555', name: 'ТОВ «Будпостач-Київ»' },
  { uid: '21111111-2222-4333-8444-555555555555', name: 'ТОВ «Айті Хаб»' },
];
const reply = <T,>(data: T) => Promise.resolve({ data, totalCount: 2, source: 'live', fetchedAt: '2026-11-20T09:00:00Z' });

vi.mock('../../../../renderer/src/lib/bridge.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../renderer/src/lib/bridge.js')>();
  return {
    ...original,
    desktop: { 'agents.index': () => reply(AGENTS), 'agents.contracts': () => reply([]) },
  };
});

const { initI18n } = await import('../../../../renderer/src/i18n/i18n.js');
const { createQueryClient } = await import('../../../../renderer/src/lib/query-client.js');
const { AgentFilter } = await import('../../../../renderer/src/components/AgentFilter.js');
const { ActParams } = await import('../../../../renderer/src/features/reconciliation/ActParams.js');

beforeAll(async () => {
  await initI18n();
});
afterEach(cleanup);

/** Types into a picker as a user does and presses Enter. */
function typeAndEnter(field: HTMLElement, text: string) {
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value: text } });
  fireEvent.keyDown(field, { key: 'Enter' });
}

describe('a picker with a typed name', () => {
  it('picks the counterparty of a list filter (the bank line, the reports) on Enter', () => {
    const onChange = vi.fn();
    render(<AgentFilter label="Контрагент" agents={AGENTS} value={null} onChange={onChange} width={300} />);
    typeAndEnter(screen.getByRole('combobox', { name: 'Контрагент' }), 'Айті');
    expect(onChange).toHaveBeenCalledWith(AGENTS[1]?.uid);
  });

  it('picks the reconciliation act’s counterparty on Enter, and «Сформувати» is enabled', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ActParams initial={{ agent: '', from: '2026-01-01', to: '2026-11-30' }} busy={false} onRun={() => {}} />
      </QueryClientProvider>,
    );
    const run = screen.getByRole('button', { name: 'Сформувати' });
    expect(run).toHaveProperty('disabled', true);
    const field = screen.getByRole('combobox', { name: /Контрагент/ });
    await waitFor(() => {
      fireEvent.focus(field);
      fireEvent.change(field, { target: { value: 'Будпостач' } });
      expect(screen.getByRole('option', { name: AGENTS[0]?.name })).toBeTruthy();
    });
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(run).toHaveProperty('disabled', false));
    expect(field).toHaveProperty('value', AGENTS[0]?.name);
  });
});
