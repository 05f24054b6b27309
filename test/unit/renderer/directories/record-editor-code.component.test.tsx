// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

/** The agents the service has, as `agents.find` by code answers. */
const agents = [
  { uid: 'a-1', name: 'ТОВ «Будпостач-Київ»', code: '32145678' },
  { uid: 'a-2', name: 'ФОП Коваль', code: '1234567890' },
];
const saved: Record<string, unknown>[] = [];

vi.mock('../../../../renderer/src/lib/bridge.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../renderer/src/lib/bridge.js')>();
  return {
    ...original,
    desktop: {
      'agents.find': ({ value }: { value: string }) => {
        const data = agents.filter((a) => a.code === value);
        return Promise.resolve({ data, count: data.length });
      },
      'agents.index': () => Promise.resolve({ data: agents, totalCount: agents.length }),
      'agents.update': (record: Record<string, unknown>) => {
        saved.push(record);
        return Promise.resolve(record);
      },
    },
  };
});

const { initI18n } = await import('../../../../renderer/src/i18n/i18n.js');
const { RecordEditor } = await import('../../../../renderer/src/features/directories/RecordEditor.js');

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  saved.length = 0;
});

function open(record: Record<string, unknown> | null) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RecordEditor kind="agents" record={record} onClose={() => undefined} />
    </QueryClientProvider>,
  );
}

/**
 * The service creates an agent whose ЄДРПОУ another already has (a branch may share it) and warns of it
 * (docs/service-behaviour.md, "Further fields"); the editor says so while the code is typed, before saving.
 */
describe('the counterparty editor and a code already in use', () => {
  it('names the counterparty that already has the code typed, and still lets the user save', async () => {
    open(null);
    fireEvent.change(screen.getByLabelText(/Найменування/), { target: { value: 'Будпостач, філія' } });
    fireEvent.change(screen.getByLabelText(/Код ЄДРПОУ/), { target: { value: '32145678' } });
    expect(await screen.findByText(/Цей код уже має ТОВ «Будпостач-Київ»/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Зберегти/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
  });

  it('says nothing of the counterparty’s own code, nor of a code nobody has', async () => {
    open({ uid: 'a-1', name: 'ТОВ «Будпостач-Київ»', code: '32145678' });
    const code = screen.getByLabelText<HTMLInputElement>(/Код ЄДРПОУ/);
    // Another's code first, so the warning is there to go away.
    fireEvent.change(code, { target: { value: '1234567890' } });
    expect(await screen.findByText(/Цей код уже має ФОП Коваль/)).toBeTruthy();
    fireEvent.change(code, { target: { value: '32145678' } });
    // Once the service has answered for this code (not while it is asked), no warning.
    await waitFor(() => expect(code.dataset.codeCheck).toBe('free'));
    expect(screen.queryByText(/Цей код уже має/)).toBeNull();
    fireEvent.change(code, { target: { value: '1234567890' } });
    expect(await screen.findByText(/Цей код уже має ФОП Коваль/)).toBeTruthy();
    fireEvent.change(code, { target: { value: '87654321' } });
    await waitFor(() => expect(code.dataset.codeCheck).toBe('free'));
    expect(screen.queryByText(/Цей код уже має/)).toBeNull();
  });
});
