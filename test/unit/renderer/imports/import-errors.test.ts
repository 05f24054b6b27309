import { assert, describe, expect, it } from 'vitest';
import { importProblem } from '../../../../renderer/src/features/imports/import-errors.js';
import { previewRows } from '../../../../renderer/src/features/imports/import-mapping.js';

describe("import errors in the user's words", () => {
  it("turns the schema's messages into the directory editor's reasons", () => {
    const [row] = previewRows('entities', [['', 'дорого', '123']], {
      mapping: ['name', 'price', 'barcode'],
      newUid: () => '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b',
    });
    assert(row);
    expect(row.errors.map((error) => importProblem(error, row.record))).toEqual([
      { field: 'name', problem: { key: 'required' } },
      { field: 'barcode', problem: { key: 'barcodeLength', n: 3 } },
      { field: 'price', problem: { key: 'number' } },
    ]);
  });
});
