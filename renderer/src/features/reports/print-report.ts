/**
 * Prints a report through the page's own print (the bridge prints only the service's document
 * forms, not arbitrary bytes): a print-only table, A4 landscape, whose header row the browser
 * repeats on every page (`thead` as a table-header-group). The app itself is hidden while printing.
 */
import { printNodes } from '../../lib/print-nodes.js';
import { kindOf, type ExportTable } from '../../lib/report-export.js';
import { isFigure, printedCell } from './report-pdf.js';

const STYLE = `
@media screen { .oblik-print { display: none; } }
@media print {
  @page { size: A4 landscape; margin: 10mm; }
  body > *:not(.oblik-print) { display: none !important; }
  .oblik-print { font: 9pt 'DejaVu Sans Condensed', 'Arial Narrow', sans-serif; color: #000; }
  .oblik-print h1 { font-size: 13pt; margin: 0 0 4pt; }
  .oblik-print p { margin: 0 0 2pt; }
  .oblik-print table { border-collapse: collapse; width: 100%; margin-top: 6pt; }
  .oblik-print thead { display: table-header-group; }
  .oblik-print tr { break-inside: avoid; }
  .oblik-print th { background: #e8eef4; text-align: left; border-bottom: 1px solid #888; }
  .oblik-print th, .oblik-print td { padding: 2pt 4pt; border-bottom: 1px solid #ddd; }
  .oblik-print .num { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
  .oblik-print .em td { font-weight: bold; background: #eef1f4; }
  .oblik-print .signature { margin-top: 14pt; }
  * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
}`;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text; // text only: names from the service never become markup
  if (className) node.className = className;
  return node;
}

/** The print-only copy of a report, built as DOM nodes. */
export function printNode(table: ExportTable, generatedLine: string): HTMLElement {
  const root = element('div', undefined, 'oblik-print');
  root.append(element('h1', table.title));
  for (const [label, value] of table.parameters) root.append(element('p', `${label}: ${value}`));
  root.append(element('p', generatedLine));
  const numeric = table.columns.map((column) => isFigure(column.kind));
  const grid = element('table');
  const headRow = element('tr');
  table.columns.forEach((column, index) => headRow.append(element('th', column.header, numeric[index] ? 'num' : undefined)));
  const head = element('thead');
  head.append(headRow);
  grid.append(head);
  const body = element('tbody');
  for (const row of table.rows) {
    const line = element('tr', undefined, row.emphasis ? 'em' : undefined);
    row.cells.forEach((value, index) => {
      const cell = element('td', printedCell(value, kindOf(table, index)), numeric[index] ? 'num' : undefined);
      if (row.indent && !numeric[index]) cell.style.paddingLeft = `${4 + 8 * row.indent}pt`;
      line.append(cell);
    });
    body.append(line);
  }
  grid.append(body);
  root.append(grid);
  for (const line of table.signatures ?? []) root.append(element('p', line.replaceAll('\t', '   '), 'signature'));
  return root;
}

/** Opens the print dialog for the report; the print-only nodes are removed when it closes. */
export function printReport(table: ExportTable, generatedLine: string): void {
  printNodes(printNode(table, generatedLine), STYLE);
}
