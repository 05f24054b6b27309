// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const reply = <T,>(data: T) => ({ data, source: 'live', fetchedAt: '' });
const stored = { uid: 'd-1', type: 'invoice', date: '2025-03-10', no: '7', done: false, sum: 0, memo: 'як збережено', details: [] };

/** The replies to `documents.load`, held until the test lets each one go. */
const loads: { resolve: () => void; answered: Promise<unknown> }[] = [];

vi.mock('../../../../renderer/src/lib/bridge.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../renderer/src/lib/bridge.js')>();
  return {
    ...original,
    desktop: {
      'connections.list': () => Promise.resolve([{ id: 'c-1', name: 'Офіс', kind: 'local', active: true }]),
      'documents.load': () => {
        let resolve = () => {};
        const answered = new Promise((done) => {
          resolve = () => done(reply(stored));
        });
        loads.push({ resolve, answered });
        return answered;
      },
    },
  };
});

const { initI18n } = await import('../../../../renderer/src/i18n/i18n.js');
const { createQueryClient } = await import('../../../../renderer/src/lib/query-client.js');
const { useDocumentEditor } = await import('../../../../renderer/src/features/documents/use-document-editor.js');

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  loads.length = 0;
  window.localStorage.clear();
});

/** The editor's memo field and the reload a closed payment dialog asks for. */
function MemoEditor() {
  const editor = useDocumentEditor({ uid: 'd-1' });
  if (!editor.draft) return null;
  return (
    <>
      <input
        aria-label="memo"
        value={editor.draft.memo}
        onChange={(event) => editor.setDraft((d) => ({ ...d, memo: event.target.value }))}
      />
      <span data-testid="dirty">{String(editor.dirty)}</span>
      <button type="button" onClick={editor.reload}>
        reload
      </button>
    </>
  );
}

async function openLoaded() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoEditor />
    </QueryClientProvider>,
  );
  await waitFor(() => expect(loads).toHaveLength(1));
  loads[0]?.resolve();
  return screen.findByRole<HTMLInputElement>('textbox', { name: 'memo' });
}

describe('reloading a document in the editor', () => {
  it('keeps what was typed while the stored document was on its way', async () => {
    const memo = await openLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'reload' }));
    await waitFor(() => expect(loads).toHaveLength(2));
    fireEvent.change(memo, { target: { value: 'набрано під час оновлення' } });
    // act returns once React has taken every update the late reply brought.
    await act(async () => {
      loads[1]?.resolve();
      await loads[1]?.answered;
    });
    expect(memo.value).toBe('набрано під час оновлення');
    expect(screen.getByTestId('dirty').textContent).toBe('true');
  });

  it('shows the stored document again when nothing was typed meanwhile', async () => {
    const memo = await openLoaded();
    expect(memo.value).toBe('як збережено');
    fireEvent.click(screen.getByRole('button', { name: 'reload' }));
    await waitFor(() => expect(loads).toHaveLength(2));
    await act(async () => {
      loads[1]?.resolve();
      await loads[1]?.answered;
    });
    expect(memo.value).toBe('як збережено');
    expect(screen.getByTestId('dirty').textContent).toBe('false');
  });
});
