// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Entity } from '../../../../shared/api/directories.js';
import { emptyLine, newDraft, type DocumentDraft, type LineDraft } from '../../../../renderer/src/features/documents/editor-model.js';
import { LinesGrid } from '../../../../renderer/src/features/documents/LinesGrid.js';
import { TotalsPanel } from '../../../../renderer/src/features/documents/TotalsPanel.js';
import { initI18n } from '../../../../renderer/src/i18n/i18n.js';

/**
 * The lines grid and the totals as React renders them, driven by the keyboard in a DOM: focus
 * moves, rows added by Tab and Enter, and the live totals with VAT on top and inside the prices.
 */
const TAPE: Entity = { uid: '11111111-2222-4333-8444-555555555551', name: 'Рулетка 5 м', kind: 'goods', unit: 'шт' };
const NAILS: Entity = { uid: '11111111-2222-4333-8444-555555555552', name: 'Цвяхи 100 мм', kind: 'goods', unit: 'кг' };
const ENTITIES = [TAPE, NAILS];

const lineOf = (entity: Entity, qty = '', price = ''): LineDraft => ({
  ...emptyLine(),
  entity: { uid: entity.uid, name: entity.name, unit: entity.unit ?? undefined },
  qty,
  price,
});

/** A delivery note's lines and totals, kept in state as the editor keeps them. */
function Editor({ lines, vatInPrice }: { lines: LineDraft[]; vatInPrice: boolean }) {
  const [draft, setDraft] = useState<DocumentDraft>(() => ({
    ...newDraft('waybillOut', { today: '2026-11-21', uid: '5d0f1c2e-3b4a-4c5d-8e6f-7a8b9c0d1e2f' }),
    vatCode: '20',
    vatInPrice,
    lines,
  }));
  return (
    <>
      <LinesGrid
        testId="lines"
        lines={draft.lines}
        entities={ENTITIES}
        readOnly={false}
        onChange={(next) => setDraft((d) => ({ ...d, lines: next }))}
      />
      <TotalsPanel draft={draft} />
    </>
  );
}

const cell = (label: string, row: number) => screen.getByRole('textbox', { name: `${label} ${row}` });
const entityCell = (row: number) => screen.getByRole('combobox', { name: `Товар / послуга ${row}` });
const shown = (testId: string) => screen.getByTestId(testId).textContent?.replace(/\s/g, ' ');

beforeAll(async () => {
  await initI18n();
});
afterEach(cleanup);

describe('the lines grid from the keyboard', () => {
  it('Tab walks the cells of a row, then to the next row; Shift+Tab walks back', async () => {
    const user = userEvent.setup();
    render(<Editor lines={[lineOf(TAPE), lineOf(NAILS)]} vatInPrice={false} />);
    await user.click(cell('Кількість', 1));
    await user.tab();
    expect(document.activeElement).toBe(cell('Ціна', 1));
    await user.tab();
    expect(document.activeElement).toBe(cell('Сума', 1));
    await user.tab();
    expect(document.activeElement).toBe(cell('Примітка', 1));
    await user.tab();
    expect(document.activeElement).toBe(entityCell(2));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(cell('Примітка', 1));
  });

  it('Tab on the last cell of the last row adds a line and goes to its item', async () => {
    const user = userEvent.setup();
    render(<Editor lines={[lineOf(TAPE, '1', '5')]} vatInPrice={false} />);
    await user.click(cell('Примітка', 1));
    expect(screen.queryByRole('combobox', { name: 'Товар / послуга 2' })).toBeNull();
    await user.tab();
    expect(document.activeElement).toBe(entityCell(2));
    expect(cell('Кількість', 2)).toHaveProperty('value', '');
  });

  it('Enter goes down the column, and on the last row starts a new line', async () => {
    const user = userEvent.setup();
    render(<Editor lines={[lineOf(TAPE), lineOf(NAILS)]} vatInPrice={false} />);
    await user.click(cell('Ціна', 1));
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(cell('Ціна', 2));
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(entityCell(3));
  });
});

describe('the 1C line keys', () => {
  const rows = () => screen.getAllByRole('combobox').map((input) => (input as HTMLInputElement).value);

  it('Insert adds an empty line under the current one and goes to its item', async () => {
    const user = userEvent.setup();
    render(<Editor lines={[lineOf(TAPE, '1'), lineOf(NAILS, '2')]} vatInPrice={false} />);
    await user.click(cell('Кількість', 1));
    await user.keyboard('{Insert}');
    expect(rows()).toEqual(['Рулетка 5 м', '', 'Цвяхи 100 мм']);
    expect(document.activeElement).toBe(entityCell(2));
  });

  it('F9 copies the current line under it, figures included', async () => {
    const user = userEvent.setup();
    render(<Editor lines={[lineOf(TAPE, '3', '7'), lineOf(NAILS, '2')]} vatInPrice={false} />);
    await user.click(cell('Ціна', 1));
    await user.keyboard('{F9}');
    expect(rows()).toEqual(['Рулетка 5 м', 'Рулетка 5 м', 'Цвяхи 100 мм']);
    expect(cell('Кількість', 2)).toHaveProperty('value', '3');
    expect(document.activeElement).toBe(cell('Ціна', 2));
  });

  it('Delete in a figure deletes text; Ctrl+Delete, or Delete on the line number, removes the line', async () => {
    const user = userEvent.setup();
    render(<Editor lines={[lineOf(TAPE, '12'), lineOf(NAILS, '2'), lineOf(TAPE, '5')]} vatInPrice={false} />);
    await user.click(cell('Кількість', 1));
    await user.keyboard('{Home}{Delete}');
    expect(cell('Кількість', 1)).toHaveProperty('value', '2');
    expect(rows()).toHaveLength(3);
    await user.keyboard('{Control>}{Delete}{/Control}');
    expect(rows()).toEqual(['Цвяхи 100 мм', 'Рулетка 5 м']);
    expect(document.activeElement).toBe(cell('Кількість', 1));
    await user.click(screen.getByLabelText('Рядок 2'));
    await user.keyboard('{Delete}');
    expect(rows()).toEqual(['Цвяхи 100 мм']);
  });

  it('F4 opens the goods picker from any cell of the line', async () => {
    const user = userEvent.setup();
    render(<Editor lines={[lineOf(TAPE, '1')]} vatInPrice={false} />);
    await user.click(cell('Примітка', 1));
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.keyboard('{F4}');
    expect(document.activeElement).toBe(entityCell(1));
    expect(await screen.findByRole('listbox')).toBeTruthy();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toContain('Цвяхи 100 мм');
  });
});

describe('the live totals', () => {
  it('add 20 % VAT on top of prices without VAT, to the kopeck, as the figures are typed', async () => {
    const user = userEvent.setup();
    render(<Editor lines={[lineOf(TAPE), lineOf(NAILS)]} vatInPrice={false} />);
    await user.type(cell('Кількість', 1), '2');
    await user.type(cell('Ціна', 1), '10,50');
    await user.type(cell('Кількість', 2), '1');
    await user.type(cell('Ціна', 2), '3,335');
    // 2 × 10,50 = 21,00; 1 × 3,335 = 3,34 (half up); VAT once on the sum: 24,34 × 20 % = 4,868 → 4,87.
    expect(shown('total-net')).toBe('24,34');
    expect(shown('total-vat')).toBe('4,87');
    expect(shown('total-sum')).toBe('29,21');
  });

  it('take VAT out of prices that include it, and follow a typed line sum', async () => {
    const user = userEvent.setup();
    render(<Editor lines={[lineOf(TAPE, '2', '10,50'), lineOf(NAILS, '1', '3,335')]} vatInPrice />);
    // 24,34 includes VAT: 24,34 × 20 / 120 = 4,0567 → 4,06; without it 20,28.
    expect(shown('total-net')).toBe('20,28');
    expect(shown('total-vat')).toBe('4,06');
    expect(shown('total-sum')).toBe('24,34');
    await user.type(cell('Сума', 2), '1 000');
    expect(shown('total-sum')).toBe('1 021,00');
    expect(shown('total-vat')).toBe('170,17');
  });

  it('count nothing for a line without an item', async () => {
    render(<Editor lines={[lineOf(TAPE, '1', '100'), { ...emptyLine(), qty: '5', price: '5' }]} vatInPrice={false} />);
    await act(() => Promise.resolve());
    expect(shown('total-sum')).toBe('120,00');
  });
});
