// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * A document whose line holds a figure typed wrong («210,00150» for a price, «два» for a quantity) is
 * not saved nor posted: the editor says which fields to correct, and nothing reaches the service.
 */
const reply = <T,>(data: T) => Promise.resolve({ data, source: 'live', fetchedAt: '' });
const LINE = { uid: 'l-1', entity: { uid: 'e-1', name: 'Цемент М500', kind: 'goods' }, qty: 2, price: 210, sum: 420, memo: '' };
const stored = { uid: 'd-1', type: 'waybillIn', date: '2026-11-21', no: '7', done: false, sum: 420, memo: '', version: 3, details: [LINE] };
const sent = vi.fn((body: unknown) => reply({ ...stored, ...(body as object), version: 4 }));
const posted = vi.fn(() => reply({ uid: 'd-1', done: true }));

vi.mock('../../../../renderer/src/lib/bridge.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../renderer/src/lib/bridge.js')>();
  return {
    ...original,
    desktop: {
      'connections.list': () => Promise.resolve([{ id: 'c-1', name: 'Офіс', kind: 'local', active: true }]),
      'documents.load': () => reply(stored),
      'documents.update': sent,
      'documents.setDone': posted,
    },
  };
});

const { initI18n } = await import('../../../../renderer/src/i18n/i18n.js');
const { createQueryClient } = await import('../../../../renderer/src/lib/query-client.js');
const { useDocumentEditor } = await import('../../../../renderer/src/features/documents/use-document-editor.js');
const { RefusalAlert } = await import('../../../../renderer/src/components/RefusalAlert.js');

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  sent.mockClear();
  posted.mockClear();
  window.localStorage.clear();
});

/** The editor's first line's price and quantity, its save and post, and its refusal. */
function PriceEditor() {
  const editor = useDocumentEditor({ uid: 'd-1' });
  if (!editor.draft) return null;
  const set = (field: 'qty' | 'price') => (event: { target: { value: string } }) =>
    editor.setDraft((d) => ({ ...d, lines: d.lines.map((l, i) => (i === 0 ? { ...l, [field]: event.target.value } : l)) }));
  return (
    <>
      <input aria-label="price" value={editor.draft.lines[0]?.price ?? ''} onChange={set('price')} />
      <input aria-label="qty" value={editor.draft.lines[0]?.qty ?? ''} onChange={set('qty')} />
      <button type="button" onClick={editor.save}>
        save
      </button>
      <button type="button" onClick={editor.post}>
        post
      </button>
      {editor.refusal ? <RefusalAlert refusal={editor.refusal} /> : null}
    </>
  );
}

const open = async () => {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PriceEditor />
    </QueryClientProvider>,
  );
  return screen.findByRole<HTMLInputElement>('textbox', { name: 'price' });
};

describe('a figure typed wrong', () => {
  it.each([
    ['price', '210,00150'],
    ['qty', 'два'],
  ] as const)('in the %s («%s») is neither saved nor posted, and the editor says what to correct', async (field, text) => {
    await open();
    fireEvent.change(screen.getByRole('textbox', { name: field }), { target: { value: text } });
    for (const action of ['save', 'post']) {
      fireEvent.click(screen.getByRole('button', { name: action }));
      const refusal = await screen.findByTestId('refusal');
      expect(refusal.getAttribute('data-code')).toBe('TYPED_FIGURE');
      expect(refusal.textContent).toContain('виправте поля, позначені червоним');
    }
    expect(sent).not.toHaveBeenCalled();
    expect(posted).not.toHaveBeenCalled();
  });

  it('once corrected is saved as typed', async () => {
    const price = await open();
    fireEvent.change(price, { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect((sent.mock.calls[0]?.[0] as { details: { price: string }[] }).details[0]?.price).toBe('150');
  });
});
