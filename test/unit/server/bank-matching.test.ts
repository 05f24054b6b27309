import { describe, expect, it } from 'vitest';
import { nameKey } from '../../../server/ledger/bank/agent-match.js';
import { purposeNames } from '../../../server/ledger/bank/invoice-match.js';

describe('matching a bank line', () => {
  it('compares names without case, quotes and legal forms, in Cyrillic', () => {
    expect(nameKey('ТОВ "РОМАШКА"')).toBe('ромашка');
    expect(nameKey('Ромашка ТОВ')).toBe('ромашка');
    expect(nameKey('Товариство з обмеженою відповідальністю «Ромашка»')).toBe('ромашка');
    expect(nameKey('ФОП Іваненко І.І.')).toBe('іваненко і і');
    // Letters of a legal form inside a word stay: «Атлант» keeps its «ат».
    expect(nameKey('Атлант')).toBe('атлант');
  });

  it('finds an invoice named in the purpose by its number as a word and its date', () => {
    expect(purposeNames('Оплата згідно рах. № 106 від 02.11.2026', '000106', '2026-11-02')).toBe(true);
    expect(purposeNames('Оплата згідно рах.№СФ-12 від 2.11.26 р.', 'СФ-12', '2026-11-02')).toBe(true);
    expect(purposeNames('Оплата згідно рах. № 1106 від 02.11.2026', '106', '2026-11-02')).toBe(false);
    expect(purposeNames('Оплата згідно рах. № 106 від 03.11.2026', '106', '2026-11-02')).toBe(false);
    expect(purposeNames('Оплата 02.11.2026', '', '2026-11-02')).toBe(false);
    // A number inside a longer word or number of any alphabet is not the invoice's; after one that is, it may come again.
    expect(purposeNames('рах. 0106 від 02.11.2026', '106', '2026-11-02')).toBe(true);
    expect(purposeNames('рах. 10106 від 02.11.2026', '106', '2026-11-02')).toBe(false);
    expect(purposeNames('рах. Б106 від 02.11.2026', '106', '2026-11-02')).toBe(false);
    expect(purposeNames('рах. 106б від 02.11.2026', '106', '2026-11-02')).toBe(false);
    expect(purposeNames('рах. 𝐀106 від 02.11.2026', '106', '2026-11-02')).toBe(false);
    expect(purposeNames('рах. 1106, 106 від 02.11.2026', '106', '2026-11-02')).toBe(true);
    expect(purposeNames('106/02.11.2026', '106', '2026-11-02')).toBe(true);
    expect(purposeNames('рах. СФ-12.1 від 2.11.26', 'СФ-12', '2026-11-02')).toBe(true);
    expect(purposeNames('рах. СФ-123 від 2.11.26', 'СФ-12', '2026-11-02')).toBe(false);
  });
});
