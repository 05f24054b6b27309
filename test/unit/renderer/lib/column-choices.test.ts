// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useColumnChoice } from '../../../../renderer/src/lib/column-choices.js';

const DEFAULTS = { vatSum: false, shipped: false };

afterEach(() => window.localStorage.clear());

describe('the stored column choice', () => {
  it('starts from the list’s defaults and keeps a change, per list', () => {
    const { result } = renderHook(() => useColumnChoice('documents', DEFAULTS));
    expect(result.current[0]).toEqual(DEFAULTS);
    act(() => result.current[1]('vatSum', true));
    expect(result.current[0]).toEqual({ vatSum: true, shipped: false });
    // Another mount (the list after a reload) reads the same choice; another list does not share it.
    expect(renderHook(() => useColumnChoice('documents', DEFAULTS)).result.current[0].vatSum).toBe(true);
    expect(renderHook(() => useColumnChoice('payments', DEFAULTS)).result.current[0].vatSum).toBe(false);
  });

  it('falls back to the defaults over a damaged entry', () => {
    window.localStorage.setItem('oblik.columns.documents', '{not json');
    expect(renderHook(() => useColumnChoice('documents', DEFAULTS)).result.current[0]).toEqual(DEFAULTS);
    window.localStorage.setItem('oblik.columns.documents', JSON.stringify({ vatSum: 'yes', paid: false }));
    expect(renderHook(() => useColumnChoice('documents', DEFAULTS)).result.current[0]).toEqual({ ...DEFAULTS, paid: false });
  });
});
