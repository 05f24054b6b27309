// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RefPicker } from '../../../../renderer/src/components/RefPicker.js';
import type { RefValue } from '../../../../renderer/src/lib/typed-input.js';
import { initI18n } from '../../../../renderer/src/i18n/i18n.js';

const CUSTOMER: RefValue = { uid: '7f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b', name: 'ТОВ «Покупець-Схід»' };

/** The counterparty picker of a new document, its list arriving when `arrived` says so. */
function Picker({
  arrived,
  onCreate,
  onPick,
}: {
  arrived: boolean;
  onCreate: (typed: string) => void;
  onPick: (v: RefValue | null) => void;
}) {
  const [value, setValue] = useState<RefValue | null>(null);
  return (
    <>
      <RefPicker
        label="Контрагент"
        value={value}
        options={arrived ? [CUSTOMER] : []}
        loading={!arrived}
        disabled={false}
        onChange={(next) => {
          setValue(next);
          onPick(next);
        }}
        onCreate={onCreate}
      />
      <input aria-label="next field" />
    </>
  );
}

beforeAll(async () => {
  await initI18n();
});
afterEach(cleanup);

describe('the counterparty picker', () => {
  it('takes the counterparty that matches with Tab even when the name was typed before the list came', async () => {
    const onCreate = vi.fn();
    const onPick = vi.fn();
    const user = userEvent.setup();
    const view = render(<Picker arrived={false} onCreate={onCreate} onPick={onPick} />);
    await user.click(screen.getByRole('combobox', { name: 'Контрагент' }));
    await user.keyboard('Покупец');
    view.rerender(<Picker arrived onCreate={onCreate} onPick={onPick} />);
    expect(await screen.findByRole('option', { name: CUSTOMER.name })).toBeTruthy();
    await user.keyboard('{Tab}');
    expect(onCreate).not.toHaveBeenCalled();
    expect(onPick).toHaveBeenLastCalledWith(CUSTOMER);
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Контрагент' }).value).toBe(CUSTOMER.name);
  });

  it('offers a name that matches nobody for creation once the list is there', async () => {
    const onCreate = vi.fn();
    const user = userEvent.setup();
    render(<Picker arrived onCreate={onCreate} onPick={() => undefined} />);
    await user.click(screen.getByRole('combobox', { name: 'Контрагент' }));
    await user.keyboard('Нова фірма');
    await user.keyboard('{Enter}');
    expect(onCreate).toHaveBeenCalledWith('Нова фірма');
  });
});
