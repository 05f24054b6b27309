// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Entity } from '../../../../shared/api/directories.js';
import { emptyLine, newDraft, type DocumentDraft, type LineDraft } from '../../../../renderer/src/features/documents/editor-model.js';
import { typedFigureProblemsOf } from '../../../../renderer/src/features/documents/draft-figures.js';
import { LinesGrid } from '../../../../renderer/src/features/documents/LinesGrid.js';
import { initI18n } from '../../../../renderer/src/i18n/i18n.js';

/**
 * A figure of the lines is entered as in BAS: Tab or a click into it selects what it holds, so the
 * figure typed replaces it («150», never «210,00150»); and a figure that is not one, or has more
 * decimals than its field keeps, is marked and never sent as something else.
 */
const CEMENT: Entity = { uid: '11111111-2222-4333-8444-555555555561', name: 'Цемент М500', kind: 'goods', unit: 'мішок' };

const lineOf = (qty: string, price: string): LineDraft => ({
  ...emptyLine(),
  entity: { uid: CEMENT.uid, name: CEMENT.name, unit: 'мішок' },
  qty,
  price,
});

function Editor({ lines }: { lines: LineDraft[] }) {
  const [draft, setDraft] = useState<DocumentDraft>(() => ({
    ...newDraft('waybillIn', { today: '2026-11-21', uid: '5d0f1c2e-3b4a-4c5d-8e6f-7a8b9c0d1e3f' }),
    lines,
  }));
  return (
    <>
      <LinesGrid
        testId="lines"
        lines={draft.lines}
        entities={[CEMENT]}
        readOnly={false}
        onChange={(next) => setDraft((d) => ({ ...d, lines: next }))}
      />
      <output data-testid="problems">{JSON.stringify(typedFigureProblemsOf(draft))}</output>
    </>
  );
}
const cell = (label: string, row: number) => screen.getByRole<HTMLInputElement>('textbox', { name: `${label} ${row}` });
const selected = (input: HTMLInputElement) => input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0);

beforeAll(async () => {
  await initI18n();
});
afterEach(cleanup);

describe('a figure of the lines', () => {
  it('is selected whole when Tab enters it, so 150 typed replaces 210,00', async () => {
    const user = userEvent.setup();
    render(<Editor lines={[lineOf('2', '210,00')]} />);
    await user.click(cell('Кількість', 1));
    await user.tab();
    expect(document.activeElement).toBe(cell('Ціна', 1));
    expect(selected(cell('Ціна', 1))).toBe('210,00');
    await user.keyboard('150');
    expect(cell('Ціна', 1).value).toBe('150');
  });

  it('is selected whole when a click enters it', async () => {
    const user = userEvent.setup();
    render(<Editor lines={[lineOf('12,5', '210,00')]} />);
    await user.click(cell('Кількість', 1));
    expect(selected(cell('Кількість', 1))).toBe('12,5');
    await user.keyboard('3');
    expect(cell('Кількість', 1).value).toBe('3');
  });

  it('is marked when it is not a figure or has more decimals than its field keeps, and the draft says so', async () => {
    const user = userEvent.setup();
    render(<Editor lines={[lineOf('2', '210,00')]} />);
    expect(cell('Ціна', 1).getAttribute('aria-invalid')).toBe('false');
    await user.click(cell('Ціна', 1));
    await user.keyboard('{End}150');
    expect(cell('Ціна', 1).value).toBe('210,00150');
    expect(cell('Ціна', 1).getAttribute('aria-invalid')).toBe('true');
    await user.click(cell('Кількість', 1));
    await user.keyboard('два');
    expect(cell('Кількість', 1).getAttribute('aria-invalid')).toBe('true');
    expect(JSON.parse(screen.getByTestId('problems').textContent ?? '')).toEqual([
      { row: 1, field: 'qty', text: 'два' },
      { row: 1, field: 'price', text: '210,00150' },
    ]);
  });

  it('takes figures typed the Ukrainian way or the programmer’s, within their decimals', () => {
    const draft = {
      ...newDraft('waybillIn', { today: '2026-11-21', uid: 'x' }),
      lines: [lineOf('1 234,567', '0.0001'), { ...lineOf('1', '12,3456'), sum: '12,35' }],
    };
    expect(typedFigureProblemsOf(draft)).toEqual([]);
    const wrong = { ...draft, lines: [{ ...lineOf('1,2345', '1'), sum: '1,001' }] };
    expect(typedFigureProblemsOf(wrong)).toEqual([
      { row: 1, field: 'qty', text: '1,2345' },
      { row: 1, field: 'sum', text: '1,001' },
    ]);
  });
});
