import { useEffect, type KeyboardEvent as ReactKeyboardEvent, type RefObject } from 'react';
import { useStableCallback } from './use-stable-callback.js';

/**
 * Esc closes a record editor, as in BAS/1C; `close` asks first when there are changes. Esc that a
 * picker's list, a menu or a dialog over the editor takes for itself (they stop it or mark it
 * handled) is theirs; so is Esc inside a dialog the editor is not part of. Returns the handler for
 * the editor's own element: an editor shown in a dialog gets Esc there, before the dialog swallows it;
 * with focus outside any editor (on the page itself) the window's listener closes it.
 */
export function useEscapeClose(
  root: RefObject<HTMLElement | null>,
  close: () => void,
  enabled = true,
): (event: ReactKeyboardEvent) => void {
  const onKey = useStableCallback((event: KeyboardEvent | ReactKeyboardEvent) => {
    if (!enabled || event.key !== 'Escape' || event.defaultPrevented) return;
    const dialog = event.target instanceof Element ? event.target.closest('[role="dialog"]') : null;
    if (dialog && !(root.current && dialog.contains(root.current))) return;
    event.preventDefault();
    event.stopPropagation();
    close();
  });
  useEffect(() => {
    // Bubbling, not capturing: an open picker list or menu stops its own Esc before it gets here.
    const onWindowKey = (event: KeyboardEvent) => onKey(event);
    window.addEventListener('keydown', onWindowKey);
    return () => window.removeEventListener('keydown', onWindowKey);
  }, [onKey]);
  return onKey;
}
