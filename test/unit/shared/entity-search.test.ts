import { describe, expect, it } from 'vitest';
import { matchRank, MATCH_RANK, rankEntities, searchFold } from '../../../shared/api/entity-search.js';

const item = (name: string, article = '', barcode = '') => ({ name, article, barcode });

describe('picking goods by typing', () => {
  it('ranks whole words of the name first, then the start of the article, then barcode digits', () => {
    const byBarcode = item('Клей ПВА 1 кг', 'KL-1', '4823456204001');
    const byArticle = item('Фарба біла', '2040-B', '4820000000017');
    const byName = item('Профіль 2040 алюмінієвий', 'PR-1', '4820000000024');
    expect(rankEntities([byBarcode, byArticle, byName], '2040')).toEqual([byName, byArticle, byBarcode]);
  });

  it('never lets barcode digits outrank a name that has the typed words', () => {
    const list = [item('Лампа 4820 люмен', 'L-1'), item('Рулетка 5 м', 'RL-5', '4820000000017')];
    expect(rankEntities(list, '4820').map((e) => e.name)).toEqual(['Лампа 4820 люмен', 'Рулетка 5 м']);
  });

  it('reads x and × as the same letter: “шуруп 4x40” finds «Шуруп по дереву 4×40 мм»', () => {
    const screw = item('Шуруп по дереву 4×40 мм');
    expect(rankEntities([item('Шуруп 3,5×25'), screw], 'шуруп 4x40')).toEqual([screw]);
    expect(matchRank(screw, 'шуруп 4x40')).toBe(MATCH_RANK.nameWords);
  });

  it('matches Latin look-alikes with Cyrillic letters: і/i, о/o, с/c, а/a, е/e, р/p, х/x', () => {
    expect(searchFold('iocaepx')).toBe(searchFold('іосаерх'));
    // “Рiвень” with a Latin i and “сoкира” with a Latin o, as typed in a mixed layout.
    expect(rankEntities([item('Рівень будівельний 60 см'), item('Сокира')], 'Рiвень').map((e) => e.name)).toEqual([
      'Рівень будівельний 60 см',
    ]);
    expect(rankEntities([item('Сокира')], 'сoкира')).toHaveLength(1);
    expect(rankEntities([item('Cable PE 3x1,5')], 'сable ре 3х1,5')).toHaveLength(1);
  });

  it('prefers whole words to the start of a word, and that to text inside a word', () => {
    const list = [item('Перфоратор'), item('Ніж будівельний 18 мм'), item('Ніжка меблева'), item('Ніж')];
    expect(rankEntities(list, 'ніж').map((e) => e.name)).toEqual(['Ніж будівельний 18 мм', 'Ніж', 'Ніжка меблева']);
    expect(matchRank(item('Перфоратор'), 'форат')).toBe(MATCH_RANK.nameContains);
  });

  it('finds by the start of the article, spaces aside, and by a whole barcode', () => {
    const tape = item('Рулетка 5 м', 'RL-5', '4820000000017');
    const screwdriver = item('Викрутка PH2', 'VK-2', '4820000000024');
    expect(rankEntities([tape, screwdriver], 'vk-')).toEqual([screwdriver]);
    expect(rankEntities([tape, screwdriver], '4820000000017')).toEqual([tape]);
  });

  it('a short number is a size, not a barcode: three digits never match barcodes', () => {
    expect(rankEntities([item('Рулетка 5 м', 'RL-5', '4820000000017')], '482')).toEqual([]);
  });

  it('keeps the list order among equal matches and returns everything for an empty text', () => {
    const list = [item('Рулетка 8 м'), item('Рулетка 3 м'), item('Рулетка 5 м')];
    expect(rankEntities(list, 'рулетка')).toEqual(list);
    expect(rankEntities(list, '  ')).toEqual(list);
  });
});
