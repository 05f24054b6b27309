import { describe, expect, it } from 'vitest';
import { shortcutOf, type KeyPress } from '../../../renderer/src/lib/shortcuts.js';

const press = (key: string, code: string, extra: Partial<KeyPress> = {}): KeyPress => ({
  key,
  code,
  ctrlKey: true,
  metaKey: false,
  altKey: false,
  ...extra,
});

describe('shortcuts by physical key', () => {
  it('Ctrl+S, Ctrl+Enter and Ctrl+P work in the Ukrainian layout, where key is a Cyrillic letter', () => {
    expect(shortcutOf(press('і', 'KeyS'))).toBe('save');
    expect(shortcutOf(press('з', 'KeyP'))).toBe('print');
    expect(shortcutOf(press('Enter', 'Enter'))).toBe('post');
    expect(shortcutOf(press('Enter', 'NumpadEnter'))).toBe('post');
  });

  it('the same keys work in the English layout, with Shift held and with Cmd on a Mac', () => {
    expect(shortcutOf(press('s', 'KeyS'))).toBe('save');
    expect(shortcutOf(press('S', 'KeyS', { ctrlKey: true }))).toBe('save');
    expect(shortcutOf(press('p', 'KeyP', { ctrlKey: false, metaKey: true }))).toBe('print');
  });

  it('no Ctrl, or Ctrl+Alt (AltGr), is no shortcut', () => {
    expect(shortcutOf(press('s', 'KeyS', { ctrlKey: false }))).toBeNull();
    expect(shortcutOf(press('s', 'KeyS', { altKey: true }))).toBeNull();
  });

  it('falls back to the key where a browser sends no code', () => {
    expect(shortcutOf(press('S', ''))).toBe('save');
    expect(shortcutOf(press('і', ''))).toBeNull();
  });
});
