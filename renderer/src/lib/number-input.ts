/**
 * How a figure field of a grid or an editor behaves (docs/desktop-app.md, "Keyboard-first"): entered
 * by Tab or a click, it selects what it holds, as BAS does, so the figure typed replaces it; and what
 * was typed is read exactly, with no more decimals than the field keeps.
 */
import type { FocusEvent, MouseEvent } from 'react';
import { parseTyped } from './typed-input.js';

/** A text field's element: an input, or the textarea of a multi-line field. */
type Field = HTMLInputElement | HTMLTextAreaElement;

/** Inputs the mouse is entering: their mouse-up must not put the caret into the selection made on focus. */
const clickedIn = new WeakSet<EventTarget>();

/**
 * Props for a figure's `<input>`: focus selects its text, and the click that focused it keeps that
 * selection (the browser would otherwise drop it at mouse-up to put the caret where it was clicked).
 * A click into a field already focused places the caret as usual.
 */
export const SELECT_ON_ENTER = {
  onFocus: (event: FocusEvent<Field>) => event.currentTarget.select(),
  onMouseDown: (event: MouseEvent<Field>) => {
    if (event.currentTarget.ownerDocument.activeElement !== event.currentTarget) clickedIn.add(event.currentTarget);
  },
  onMouseUp: (event: MouseEvent<Field>) => {
    if (!clickedIn.delete(event.currentTarget)) return;
    event.preventDefault();
    event.currentTarget.select();
  },
};

/**
 * Whether `text` is a figure with at most `places` decimals as typed (`210,00150` has five, however
 * its value reads), or empty. A figure that does not fit is never sent as another one.
 */
export function typedFigureFits(text: string, places: number): boolean {
  if (text.trim() === '') return true;
  if (parseTyped(text) === null) return false;
  const fraction = /[.,](\d*)\s*$/.exec(text.replace(/[\s\u00a0]/g, ''))?.[1] ?? '';
  return fraction.length <= places;
}
