// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PresenceEntry } from '../../../../shared/api/presence.js';
import type { LiveChange } from '../../../../shared/ipc/live-contract.js';

const DOC = '5f0c2a9e-1111-4000-8000-000000000001';
const OTHER = '5f0c2a9e-1111-4000-8000-000000000002';

/** The main process as the renderer sees it: each `live.next` waits until the test hands it changes. */
let deliver: (changes: LiveChange[]) => void = () => undefined;
let cursor = 0;
let people: PresenceEntry[] = [];
let presenceSource: 'live' | 'cache' = 'live';
const told: unknown[] = [];

vi.mock('../../../../renderer/src/lib/bridge.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../renderer/src/lib/bridge.js')>();
  return {
    ...original,
    desktop: {
      'service.info': () => Promise.resolve({ data: { version: '1', extensions: ['presence'] } }),
      'presence.index': () => Promise.resolve({ data: people, source: presenceSource, fetchedAt: '2026-11-26T09:00:00.000Z' }),
      'presence.update': (request: unknown) => {
        told.push(request);
        return Promise.resolve({ data: people });
      },
      'live.next': ({ after }: { after: number }) =>
        after === -1
          ? Promise.resolve({ cursor, changes: [], missed: false })
          : new Promise((resolve) => {
              deliver = (changes) => resolve({ cursor: (cursor += changes.length), changes, missed: false });
            }),
    },
  };
});

const { initI18n } = await import('../../../../renderer/src/i18n/i18n.js');
const { default: i18n } = await import('i18next');
const { useLiveChanges } = await import('../../../../renderer/src/lib/use-live-changes.js');
const { RecordLiveNotice } = await import('../../../../renderer/src/components/RecordLiveNotice.js');
const { ReportChangedBanner } = await import('../../../../renderer/src/components/ReportChangedBanner.js');
const { ConnectedPeopleCard } = await import('../../../../renderer/src/features/company/ConnectedPeopleCard.js');
const { noteMyName, noteOwnWrite, publishChanges, resetLiveState } = await import('../../../../renderer/src/lib/live-state.js');
const { createQueryClient } = await import('../../../../renderer/src/lib/query-client.js');

const AT = '2026-11-26T10:15:00.000Z';
const hhmm = (iso: string) => {
  const d = new Date(iso);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
};
const change = (uid: string, action: string, by: string | null = 'Олена Коваль'): LiveChange => ({
  seq: 1,
  kind: 'document',
  uid,
  action,
  by,
  at: AT,
});

function Editor() {
  useLiveChanges();
  return (
    <>
      <RecordLiveNotice kind="document" uid={DOC} />
      <ReportChangedBanner />
    </>
  );
}

/** An editor's notice in the app's shell, which listens to the feed. */
function Listening({ children }: { children: React.ReactNode }) {
  useLiveChanges();
  return children;
}

function show(node: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
  return client;
}

/** Waits until the app's waiting call is in the main process, then hands it `changes`. */
async function hear(...changes: LiveChange[]) {
  const before = deliver;
  await waitFor(() => expect(deliver).not.toBe(before));
  deliver(changes);
}

beforeAll(async () => {
  await initI18n();
});
beforeEach(async () => {
  resetLiveState();
  people = [];
  presenceSource = 'live';
  told.length = 0;
  deliver = () => undefined;
  await i18n.changeLanguage('uk');
});
afterEach(cleanup);

describe('live changes in an open editor and report', () => {
  it('says at once that a colleague posted the open document, and offers to refresh the report', async () => {
    show(<Editor />);
    await hear(change(DOC, 'post'));
    expect((await screen.findByTestId('record-changed-banner')).textContent).toContain(
      `Цей документ провів(ла) Олена Коваль о ${hhmm(AT)}`,
    );
    const report = screen.getByTestId('report-changed-banner');
    expect(report.textContent).toContain('Дані змінилися — оновити');
    fireEvent.click(screen.getByRole('button', { name: 'Оновити' }));
    await waitFor(() => expect(screen.queryByTestId('report-changed-banner')).toBeNull());
    screen.getByTestId('record-changed-banner');
  });

  it('names a deletion, in English too', async () => {
    await i18n.changeLanguage('en');
    show(<Editor />);
    await hear(change(DOC, 'delete'));
    expect((await screen.findByTestId('record-changed-banner')).textContent).toContain(`Олена Коваль deleted this document at ${hhmm(AT)}`);
    expect(screen.getByTestId('report-changed-banner').textContent).toContain('The data has changed — refresh');
  });

  it('raises no banner for this app’s own save, nor for another record', async () => {
    noteMyName('Іван');
    show(<Editor />);
    noteOwnWrite(DOC);
    await hear(change(DOC, 'update', 'Іван'), change(OTHER, 'update'));
    // The report still hears both; the editor, neither.
    await screen.findByTestId('report-changed-banner');
    expect(screen.queryByTestId('record-changed-banner')).toBeNull();
  });

  it('still warns when someone else changes the record this app has just saved', async () => {
    noteMyName('Іван');
    show(<Editor />);
    noteOwnWrite(DOC);
    await hear(change(DOC, 'update', 'Олена Коваль'));
    expect((await screen.findByTestId('record-changed-banner')).textContent).toContain('Цей документ змінив(ла) Олена Коваль');
  });
});

describe('what the record’s banner offers', () => {
  it('«Reload» is reached by Tab and pressed by Enter; the banner goes once the editor shows the new version', async () => {
    await i18n.changeLanguage('en');
    const onReread = vi.fn(() => Promise.resolve(true));
    show(
      <Listening>
        <RecordLiveNotice kind="document" uid={DOC} onReread={onReread} onLeave={() => undefined} />
      </Listening>,
    );
    await hear(change(DOC, 'update'));
    const banner = await screen.findByTestId('record-changed-banner');
    expect(within(banner).queryByRole('button', { name: 'Back to the list' })).toBeNull();
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(within(banner).getByRole('button', { name: 'Reload' }));
    await user.keyboard('{Enter}');
    expect(onReread).toHaveBeenCalledWith({ uid: DOC, by: 'Олена Коваль', at: AT });
    await waitFor(() => expect(screen.queryByTestId('record-changed-banner')).toBeNull());
  });

  it('stays while the editor still shows the old version, and comes back for a later change', async () => {
    let shown = false;
    show(
      <Listening>
        <RecordLiveNotice kind="document" uid={DOC} onReread={() => Promise.resolve(shown)} />
      </Listening>,
    );
    await hear(change(DOC, 'post'));
    fireEvent.click(within(await screen.findByTestId('record-changed-banner')).getByRole('button', { name: 'Перечитати' }));
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Перечитати' }).disabled).toBe(false));
    shown = true;
    fireEvent.click(screen.getByRole('button', { name: 'Перечитати' }));
    await waitFor(() => expect(screen.queryByTestId('record-changed-banner')).toBeNull());
    act(() => publishChanges([change(DOC, 'unpost', 'Петро Іваненко')]));
    expect((await screen.findByTestId('record-changed-banner')).textContent).toContain('Петро Іваненко');
  });

  it('a deleted record offers only the way back to the list', async () => {
    const onLeave = vi.fn();
    show(
      <Listening>
        <RecordLiveNotice kind="document" uid={DOC} onReread={() => Promise.resolve(true)} onLeave={onLeave} />
      </Listening>,
    );
    await hear(change(DOC, 'delete'));
    const banner = await screen.findByTestId('record-changed-banner');
    expect(within(banner).queryByRole('button', { name: 'Перечитати' })).toBeNull();
    fireEvent.click(within(banner).getByRole('button', { name: 'До переліку' }));
    expect(onLeave).toHaveBeenCalledTimes(1);
  });
});

describe('who else is here', () => {
  const olena = (open: PresenceEntry['open']): PresenceEntry => ({ name: 'Олена Коваль', open, seenAt: AT, me: false });
  const me: PresenceEntry = { name: 'Іван', open: { kind: 'document', uid: DOC }, seenAt: AT, me: true };

  it('shows who else has the same record open, and tells the service what this editor has open', async () => {
    people = [olena({ kind: 'document', uid: DOC }), me];
    show(<RecordLiveNotice kind="document" uid={DOC} />);
    expect((await screen.findByTestId('presence-line')).textContent).toContain('Також відкрито: Олена Коваль');
    expect(told).toContainEqual({ open: { kind: 'document', uid: DOC } });
    cleanup();
    await waitFor(() => expect(told).toContainEqual({ open: null }));
  });

  it('says nothing when the others have other records open', async () => {
    people = [olena({ kind: 'document', uid: OTHER }), me];
    show(<RecordLiveNotice kind="document" uid={DOC} />);
    await waitFor(() => expect(told).toHaveLength(1));
    expect(screen.queryByTestId('presence-line')).toBeNull();
  });

  it('lists who is connected now on the company screen, the user marked', async () => {
    await i18n.changeLanguage('en');
    people = [olena({ kind: 'payment', uid: OTHER }), { ...me, open: null }];
    show(<ConnectedPeopleCard />);
    const card = await screen.findByTestId('connected-card');
    await waitFor(() => expect(card.textContent).toContain('Олена Коваль'));
    expect(card.textContent).toContain('editing a payment document');
    expect(card.textContent).toContain('Іван (you)');
  });

  it('reads who is here anew each time the company screen opens, within the app’s fresh time too', async () => {
    // The app's own client: its reads stay fresh for 30 s, which must not hide a colleague who joined since.
    const client = createQueryClient();
    const card = () =>
      render(
        <QueryClientProvider client={client}>
          <ConnectedPeopleCard />
        </QueryClientProvider>,
      );
    people = [{ ...me, open: null }];
    card();
    await waitFor(() => expect(screen.getByTestId('connected-card').textContent).toContain('Більше нікого немає.'));
    cleanup();
    people = [olena(null), { ...me, open: null }];
    card();
    await waitFor(() => expect(screen.getByTestId('connected-card').textContent).toContain('Олена Коваль'));
  });

  it('lists nobody from the offline cache: who was here then is not who is here now', async () => {
    presenceSource = 'cache';
    people = [olena(null), { ...me, open: null }];
    show(<ConnectedPeopleCard />);
    const card = await screen.findByTestId('connected-card');
    await waitFor(() => expect(card.textContent).toContain('Більше нікого немає.'));
    expect(card.textContent).not.toContain('Олена Коваль');
  });
});
