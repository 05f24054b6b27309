/**
 * The face the books' figures are set in on screen (docs/desktop-app.md, "The ОСВ"): DejaVu Sans
 * Condensed, the face the printed reports use, bundled with the app (font-src 'self'), for digits and
 * their separators only. A grid of six figure columns (the ОСВ) then holds totals into the billions
 * whole at 1366 px on every system, Segoe UI or not; the rest of a cell keeps the app's face.
 */
import boldUrl from 'dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf?url';
import regularUrl from 'dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf?url';

/** The family name the figure cells ask for first. */
export const FIGURE_FONT = 'Oblik Figures';

/** Digits, the space, no-break spaces, the comma, point, minus and brackets: what a figure is written with. */
const FIGURE_RANGE = 'U+0020, U+0028-0029, U+002C-002E, U+0030-0039, U+00A0, U+2009, U+202F, U+2212';

/** The @font-face rules, for the CssBaseline's styles; a face is fetched only when a figure is first drawn. */
export const FIGURE_FONT_FACES = [
  { weight: 400, url: regularUrl },
  { weight: 700, url: boldUrl },
]
  .map(
    ({ weight, url }) =>
      `@font-face { font-family: '${FIGURE_FONT}'; src: url('${url}') format('truetype'); font-weight: ${weight}; font-display: swap; unicode-range: ${FIGURE_RANGE}; }`,
  )
  .join('\n');
