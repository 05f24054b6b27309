/**
 * The app's Ctrl shortcuts by physical key. In the Ukrainian layout Ctrl+S arrives with `key` 'і'
 * and `code` 'KeyS', so matching `key` would break every shortcut for most of our users; `code`
 * names the key whatever the layout. Only where a browser sends no `code` is `key` read.
 */
export type Shortcut = 'save' | 'post' | 'print';

/** What a key press needs of a keyboard event; plain data, so tests need no DOM. */
export interface KeyPress {
  key: string;
  code: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

const BY_CODE: Record<string, Shortcut> = { KeyS: 'save', KeyP: 'print', Enter: 'post', NumpadEnter: 'post' };
const BY_KEY: Record<string, Shortcut> = { s: 'save', p: 'print', enter: 'post' };

/** The shortcut a key press means, or null. Ctrl+Alt is AltGr on Windows (a typed character), never a shortcut. */
export function shortcutOf(event: KeyPress): Shortcut | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  if (event.code) return BY_CODE[event.code] ?? null;
  return BY_KEY[event.key.toLowerCase()] ?? null;
}
