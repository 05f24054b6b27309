/**
 * What every picker (MUI Autocomplete) of the app does with the keyboard: the first option matching
 * what was typed is highlighted, so a typed name and Enter picks it, without ArrowDown first
 * (docs/desktop-app.md, "Keyboard-first"). Spread into each picker, so all of them behave alike.
 */
export const PICK_ON_ENTER = { autoHighlight: true } as const;
