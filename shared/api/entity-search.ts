/**
 * Picking goods by typing: which entities match what was typed, best first. Shared so the editor's
 * picker and any other search over goods rank the same way.
 */

/** What the ranking reads of an entity. */
export interface SearchableEntity {
  name: string;
  article?: string | null;
  barcode?: string | null;
}

/**
 * Latin letters that look like Cyrillic ones, and the multiplication sign, read as the Cyrillic
 * letter: `шуруп 4x40` typed in the wrong layout finds «Шуруп 4×40 мм», `Іnox` finds `inox`.
 */
const LOOK_ALIKES: Record<string, string> = { i: 'і', o: 'о', c: 'с', a: 'а', e: 'е', p: 'р', x: 'х', '×': 'х' };
const APOSTROPHES = /[’'ʼ`]/g;

/** Text as the search compares it: lower case, look-alikes and apostrophes made one. */
export function searchFold(text: string): string {
  return text
    .toLowerCase()
    .replace(APOSTROPHES, '\u2019')
    .replace(/[ioceapx×]/g, (letter) => LOOK_ALIKES[letter] ?? letter);
}

/** The words of a name: runs of letters and digits (`4×40` is one word, `ПВС-2` two). */
function wordsOf(folded: string): string[] {
  return folded.split(/[^\p{L}\p{N}\u2019]+/u).filter(Boolean);
}

/** How well an entity matches, lower is better; null when it does not match. */
export const MATCH_RANK = {
  /** Every typed word is a whole word of the name. */
  nameWords: 0,
  /** Every typed word starts a word of the name (the user is still typing). */
  nameWordStarts: 1,
  /** The article starts with what was typed. */
  articleStart: 2,
  /** Every typed word is somewhere in the name. */
  nameContains: 3,
  /** The barcode contains the typed digits (four or more, so a size never pulls in barcodes). */
  barcodeDigits: 4,
} as const;

/** Folded names by entity: a picker ranks thousands of entities on every keystroke. */
const foldedNames = new WeakMap<SearchableEntity, { name: string; words: string[] }>();
function foldedName(entity: SearchableEntity): { name: string; words: string[] } {
  let folded = foldedNames.get(entity);
  if (!folded || folded.name.length === 0) {
    const name = searchFold(entity.name);
    folded = { name, words: wordsOf(name) };
    foldedNames.set(entity, folded);
  }
  return folded;
}

/** The rank of one entity for a typed text, or null when it does not match. */
export function matchRank(entity: SearchableEntity, typed: string): number | null {
  const query = searchFold(typed.trim());
  if (!query) return MATCH_RANK.nameWords;
  const typedWords = wordsOf(query);
  const { name, words: nameWords } = foldedName(entity);
  if (typedWords.length > 0 && typedWords.every((word) => nameWords.includes(word))) return MATCH_RANK.nameWords;
  if (typedWords.length > 0 && typedWords.every((word) => nameWords.some((own) => own.startsWith(word)))) return MATCH_RANK.nameWordStarts;
  const article = searchFold(entity.article ?? '').replace(/\s+/g, '');
  if (article && article.startsWith(query.replace(/\s+/g, ''))) return MATCH_RANK.articleStart;
  if (typedWords.length > 0 && typedWords.every((word) => name.includes(word))) return MATCH_RANK.nameContains;
  const digits = typed.replace(/[\s-]/g, '');
  if (/^\d{4,}$/.test(digits) && (entity.barcode ?? '').includes(digits)) return MATCH_RANK.barcodeDigits;
  return null;
}

/** The entities that match `typed`, best first; equal ranks keep the list's own order (by name). */
export function rankEntities<T extends SearchableEntity>(list: readonly T[], typed: string): T[] {
  if (!typed.trim()) return [...list];
  const ranked: { entity: T; rank: number; index: number }[] = [];
  list.forEach((entity, index) => {
    const rank = matchRank(entity, typed);
    if (rank !== null) ranked.push({ entity, rank, index });
  });
  return ranked.sort((a, b) => a.rank - b.rank || a.index - b.index).map(({ entity }) => entity);
}
