// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

/** A period whose end is before its start says so next to its fields, and the list asks the service nothing. */
const index = vi.fn(() => Promise.resolve({ data: [], totalCount: 0, source: 'live', fetchedAt: '2026-11-20T09:00:00Z' }));

vi.mock('../../../../renderer/src/lib/bridge.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../renderer/src/lib/bridge.js')>();
  return {
    ...original,
    desktop: {
      'connections.list': () => Promise.resolve([{ id: 'c-1', name: 'Офіс', kind: 'local', active: true }]),
      'service.info': () => Promise.resolve({ data: { version: '1', extensions: [] }, source: 'live', fetchedAt: '' }),
      'documents.index': index,
      'agents.index': () => Promise.resolve({ data: [], totalCount: 0, source: 'live', fetchedAt: '' }),
    },
  };
});

const { initI18n } = await import('../../../../renderer/src/i18n/i18n.js');
const i18n = (await import('i18next')).default;
const { createQueryClient } = await import('../../../../renderer/src/lib/query-client.js');
const { DocumentsList } = await import('../../../../renderer/src/features/documents/DocumentsList.js');
const { PeriodFields } = await import('../../../../renderer/src/features/reports/PeriodFields.js');

beforeAll(async () => {
  await initI18n();
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('uk');
});

const REVERSED = { from: '2026-11-30', to: '2026-11-01' };
const list = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DocumentsList
        filter={{ ...REVERSED, agent: null }}
        onFilter={() => {}}
        onOpen={() => {}}
        onDeleted={() => {}}
        onNew={() => {}}
        onCopy={() => {}}
      />
    </QueryClientProvider>,
  );

describe('a period whose end is before its start', () => {
  it('says so next to the documents list’s dates and asks the service nothing', async () => {
    list();
    expect((await screen.findByTestId('period-reversed')).textContent).toBe('Кінець періоду раніше за його початок');
    expect(screen.queryByText(/Сервіс відхилив/)).toBeNull();
    expect(index).not.toHaveBeenCalled();
  });

  it('says so next to a report’s dates, in English too', async () => {
    await i18n.changeLanguage('en');
    render(<PeriodFields {...REVERSED} onChange={() => {}} />);
    expect((await screen.findByTestId('period-reversed')).textContent).toBe('The period ends before it starts');
  });
});
