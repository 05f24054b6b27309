/** What the editor checks in a draft's figures before it saves (docs/desktop-app.md, "Lines and VAT"). */
import { amountProblemsIn } from '../../../../shared/api/amount-rules.js';
import { DocumentUpdateBody } from '../../../../shared/api/documents.js';
import { SCALE } from '../../../../shared/api/money.js';
import { typedFigureFits } from '../../lib/number-input.js';
import { isLineFilled, type DocumentDraft } from './editor-model.js';
import { updateBodyOf } from './draft-document.js';

/** A figure of a line typed so that it does not read, or with more decimals than its field keeps. */
export interface TypedFigureProblem {
  /** The line's number, from 1, as the grid shows it. */
  row: number;
  field: 'qty' | 'price' | 'sum';
  text: string;
}

/** Decimals each figure of a line keeps: a quantity 3, a price 4, a sum 2 (docs/service-behaviour.md, "Sums and numbers"). */
const LINE_FIGURES = [
  ['qty', SCALE.qty],
  ['price', SCALE.price],
  ['sum', SCALE.sum],
] as const;

/**
 * The figures of the lines that would not be sent as typed: text that is not a figure, or one with
 * more decimals than its field keeps («210,00150» for a price). The editor marks them and saves
 * nothing while there are any; before, the first was sent as 0 and the second as 210,0015.
 */
export function typedFigureProblemsOf(draft: Pick<DocumentDraft, 'lines'>): TypedFigureProblem[] {
  return draft.lines.flatMap((line, index) =>
    isLineFilled(line)
      ? LINE_FIGURES.flatMap(([field, places]) =>
          typedFigureFits(line[field], places) ? [] : [{ row: index + 1, field, text: line[field] }],
        )
      : [],
  );
}

/**
 * The amount rules the service applies, checked on the draft before it is saved, through the same
 * schema the service parses with, so the user sees the service's own words without a round trip:
 * `details[1].price must not be negative`. Empty when the draft keeps every rule.
 */
export function amountProblemsOf(draft: DocumentDraft): string[] {
  return amountProblemsIn(DocumentUpdateBody, updateBodyOf(draft));
}
