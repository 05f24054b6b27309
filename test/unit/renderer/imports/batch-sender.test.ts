import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { BatchUpload } from '../../../../renderer/src/features/imports/batch-sender.js';
import { readCsv, readXlsx } from '../../../../renderer/src/features/imports/read-table.js';

const records = (n: number) => Array.from({ length: n }, (_unused, i) => ({ uid: String(i) }));

describe('chunked batch sending', () => {
  it('sends chunks of at most 1000 and reports progress', async () => {
    const sizes: number[] = [];
    const upload = new BatchUpload(records(2500), (chunk) => {
      sizes.push(chunk.length);
      return Promise.resolve({ count: chunk.length });
    });
    const seen: number[] = [];
    const result = await upload.sendPending((p) => seen.push(p.sentRecords));
    expect(sizes).toEqual([1000, 1000, 500]);
    expect(seen).toEqual([1000, 2000, 2500]);
    expect(result).toEqual({ sentRecords: 2500, totalRecords: 2500, failedChunks: [], done: true });
  });

  it('reports a failing chunk, goes on with the rest, and on retry sends only that chunk', async () => {
    const sent: string[] = [];
    let failNext = true;
    const upload = new BatchUpload(
      records(25),
      (chunk) => {
        if (chunk[0]?.uid === '10' && failNext) {
          failNext = false;
          return Promise.reject(new Error('The service failed'));
        }
        sent.push(...chunk.map((r) => r.uid));
        return Promise.resolve({ count: chunk.length });
      },
      10,
    );
    const first = await upload.sendPending();
    expect(first).toEqual({ sentRecords: 15, totalRecords: 25, failedChunks: [1], done: false });
    expect(upload.chunks[1]).toMatchObject({ state: 'failed', error: 'The service failed' });

    const second = await upload.sendPending();
    expect(second.done).toBe(true);
    expect(second.sentRecords).toBe(25);
    // Every record went out exactly once.
    expect([...sent].sort((a, b) => Number(a) - Number(b))).toEqual(records(25).map((r) => r.uid));
    expect(new Set(sent).size).toBe(25);

    await upload.sendPending();
    expect(sent).toHaveLength(25); // nothing is sent again once accepted
  });

  it('refuses chunks above the service limit', () => {
    expect(() => new BatchUpload(records(1), () => Promise.resolve({ count: 1 }), 1001)).toThrow(RangeError);
  });

  it('does not start a second run while one is going', async () => {
    let calls = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const upload = new BatchUpload(records(5), async (chunk) => {
      calls++;
      await gate;
      return { count: chunk.length };
    });
    const running = upload.sendPending();
    await upload.sendPending();
    release();
    await running;
    expect(calls).toBe(1);
  });
});

describe('reading files', () => {
  it('reads xlsx cells as text, numbers and dates included', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Товари');
    sheet.addRow(['Артикул', 'Найменування', 'Ціна', 'Дата']);
    sheet.addRow(['ТВ-1', 'Болт', 12.5, new Date(Date.UTC(2026, 10, 21))]);
    const bytes = await workbook.xlsx.writeBuffer();
    expect(await readXlsx(bytes)).toEqual([
      ['Артикул', 'Найменування', 'Ціна', 'Дата'],
      ['ТВ-1', 'Болт', '12.5', '2026-11-21'],
    ]);
  });

  it('reads csv with ; or , and a byte order mark', () => {
    expect(readCsv('\ufeffНазва;Адреса\r\nСклад 1;"м. Київ; вул. 1"\r\n')).toEqual([
      ['Назва', 'Адреса'],
      ['Склад 1', 'м. Київ; вул. 1'],
    ]);
    expect(readCsv('name,address\nA,B\n\n')).toEqual([
      ['name', 'address'],
      ['A', 'B'],
    ]);
  });
});
