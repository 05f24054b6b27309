import type { Content } from 'pdfmake/interfaces.js';
import { Decimal, sumDecimals, type Line } from '../../shared/api/index.js';
import { codeText, labelledRows, memoBlock, signaturesBlock, storeText, titleBlock, totalsBlock } from './blocks.js';
import type { DocumentFormData } from './form-data.js';
import { lineColumns, lineTable } from './line-table.js';
import { formDefinition, pdfFilename, type BuiltForm } from './page.js';

const sumOf = (lines: Line[]) => sumDecimals(lines.map((l) => new Decimal(l.sum)));

/**
 * «Акт виробництва»: the products received and the materials and services spent, as two tables;
 * product sums are the cost the posting computed (or the sums sent before posting).
 */
export function buildManufactureForm(d: DocumentFormData): BuiltForm {
  const { document } = d;
  const heading = { title: 'Акт виробництва', no: document.no, date: document.date };
  const lines = document.details ?? [];
  const products = lines.filter((l) => l.kind !== 'material');
  const materials = lines.filter((l) => l.kind === 'material');
  const c = lineColumns(d.entities);
  const columns = [c.no, c.name(), c.unit, c.qty, c.price('Ціна'), c.sum('Сума')];
  const content: Content[] = [
    titleBlock(heading),
    labelledRows(
      [
        ['Організація', [d.company.name, codeText(d.company.code)].filter(Boolean).join(', ')],
        ['Склад матеріалів', storeText(d.storeOut) ?? '—'],
        ['Склад продукції', storeText(d.storeIn) ?? '—'],
      ],
      110,
    ),
    { text: 'Випущено продукції', style: 'section' },
    lineTable(columns, products),
    totalsBlock([['Разом продукції', sumOf(products)]]),
    { text: 'Витрачено матеріалів і послуг', style: 'section' },
    lineTable(columns, materials),
    {
      unbreakable: true,
      stack: [
        totalsBlock([['Разом матеріалів і послуг', sumOf(materials)]]),
        ...memoBlock(document.memo),
        signaturesBlock([{ role: 'Здав(ла)' }, { role: 'Прийняв(ла)' }, { role: 'Головний бухгалтер', name: d.company.accountant }]),
      ],
    },
  ];
  return { definition: formDefinition(heading, content), filename: pdfFilename(document.type, document.no) };
}
