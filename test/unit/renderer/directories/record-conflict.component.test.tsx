// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { versionChecked } from '../../../support/stale-save.js';
import { bannerGone, colleagueChanges, liveBanner, pressBanner } from '../../../support/live-banner.js';

const UID = '3d4e5f60-7182-4930-a4b5-c6d7e8f90123';
/** The counterparty as the service holds it after someone else added its phone. */
const stored = {
  uid: UID,
  name: 'ТОВ «Айті Хаб»',
  type: 'company',
  code: '',
  taxCode: '',
  address: '',
  phone: '044 123 45 67',
  email: '',
  iban: '',
  version: 3,
};
const sent: Record<string, unknown>[] = [];

vi.mock('../../../../renderer/src/lib/bridge.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../renderer/src/lib/bridge.js')>();
  return {
    ...original,
    desktop: {
      'agents.find': () => Promise.resolve({ data: [], count: 0 }),
      'agents.index': () => Promise.resolve({ data: [], totalCount: 0 }),
      'agents.load': () => Promise.resolve({ data: stored }),
      'agents.update': (record: Record<string, unknown>) => {
        sent.push(record);
        return versionChecked(
          original.BridgeError,
          { uid: UID, kind: 'agent', stored: () => stored },
          { body: record, accept: () => ({ data: record }) },
        );
      },
    },
  };
});

const { initI18n } = await import('../../../../renderer/src/i18n/i18n.js');
const { resetLiveState } = await import('../../../../renderer/src/lib/live-state.js');
const { RecordEditor } = await import('../../../../renderer/src/features/directories/RecordEditor.js');

beforeAll(async () => {
  await initI18n();
});
beforeEach(resetLiveState);
afterEach(() => {
  cleanup();
  sent.length = 0;
});

/** The counterparty's editor as the list opens it, before someone else added the phone. */
function openLoaded(onClose: () => void) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RecordEditor kind="agents" record={{ ...stored, phone: '', version: 2 }} onClose={onClose} />
    </QueryClientProvider>,
  );
}

describe('two people saving one counterparty', () => {
  it('shows who changed what, and re-applies this user’s name over their phone with their version', async () => {
    const onClose = vi.fn();
    openLoaded(onClose);
    fireEvent.change(screen.getByLabelText(/Найменування/), { target: { value: 'ТОВ «Айті Хаб Україна»' } });
    fireEvent.click(screen.getByRole('button', { name: /Зберегти/ }));
    const dialog = await screen.findByTestId('conflict-dialog');
    expect(sent[0]?.version).toBe(2);
    expect(dialog.textContent).toContain('Запис змінив(ла) Олена Коваль');
    expect(within(dialog).getByTestId('conflict-theirs').textContent).toContain('044 123 45 67');
    expect(within(dialog).getByTestId('conflict-mine').textContent).toContain('ТОВ «Айті Хаб Україна»');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Застосувати мої зміни поверх' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ version: 3, name: 'ТОВ «Айті Хаб Україна»', phone: '044 123 45 67' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});

describe('the live banner reads the counterparty anew', () => {
  it('shows Олена’s phone, and the next save carries her version', async () => {
    openLoaded(() => undefined);
    colleagueChanges('agent', UID);
    await pressBanner('Перечитати');
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(/Телефон/).value).toBe('044 123 45 67'));
    await bannerGone();
    fireEvent.click(screen.getByRole('button', { name: /Зберегти/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ version: 3, phone: '044 123 45 67' });
  });

  it('a deleted counterparty offers «До переліку», which closes its editor', async () => {
    const onClose = vi.fn();
    openLoaded(onClose);
    colleagueChanges('agent', UID, 'delete');
    expect(within(await liveBanner()).queryByRole('button', { name: 'Перечитати' })).toBeNull();
    await pressBanner('До переліку');
    expect(onClose).toHaveBeenCalled();
  });
});
