import { describe, expect, it } from 'vitest';
import { CHART_OF_ACCOUNTS } from '../../../../server/ledger/accounts/chart.js';

/**
 * The synthetic accounts of the chart of Ministry of Finance order No. 291 as amended (75 «Надзвичайні
 * доходи» and 99 «Надзвичайні витрати» are gone since order No. 627 of 27.06.2013; the order has no 32).
 */
const SYNTHETICS_OF_ORDER = [
  ...'01 02 03 04 05 06 07 08 09'.split(' '),
  ...'10 11 12 13 14 15 16 17 18 19'.split(' '),
  ...'20 21 22 23 24 25 26 27 28'.split(' '),
  ...'30 31 33 34 35 36 37 38 39'.split(' '),
  ...'40 41 42 43 44 45 46 47 48 49'.split(' '),
  ...'50 51 52 53 54 55'.split(' '),
  ...'60 61 62 63 64 65 66 67 68 69'.split(' '),
  ...'70 71 72 73 74 76 79'.split(' '),
  ...'80 81 82 83 84 85'.split(' '),
  ...'90 91 92 93 94 95 96 97 98'.split(' '),
];

const byCode = new Map(CHART_OF_ACCOUNTS.map((account) => [account.code, account]));

describe('the chart a company starts with', () => {
  it('has every synthetic account of classes 0–9 of the order, and 00 to enter opening balances against', () => {
    const synthetics = CHART_OF_ACCOUNTS.filter((account) => account.parent === null).map((account) => account.code);
    expect(synthetics).toEqual(['00', ...SYNTHETICS_OF_ORDER]);
  });

  it('has no code twice', () => {
    const codes = CHART_OF_ACCOUNTS.map((account) => account.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('puts every sub-account below a synthetic account it has, in its own class', () => {
    for (const account of CHART_OF_ACCOUNTS.filter((a) => a.parent !== null)) {
      expect(account.code, account.code).toMatch(/^\d{3}$/);
      expect(byCode.get(account.parent!)?.parent, account.code).toBeNull();
      expect(account.code.startsWith(account.parent!), account.code).toBe(true);
    }
  });

  it('has the standard sub-accounts the order lists, among them those a trading company was missing', () => {
    for (const code of '021 025 041 042 071 072 100 107 112 123 125 135 155 166 184 193 209 213 286 302 316 335 342 352 364 375 379 401 402 403 404 414 423 425 453 478 496 506 512 523 532 606 612 622 633 652 655 663 672 680 684 705 710 712 718 723 733 740 746 793 809 816 821 824 833 904 940 943 947 948 951 952 963 970 976'.split(
      ' ',
    ))
      expect(byCode.has(code), code).toBe(true);
    // Sub-accounts the order has dropped since: 653, 743, 794, 822, 823, 973, 981, 982.
    for (const code of '653 743 794 822 823 973 981 982'.split(' ')) expect(byCode.has(code), code).toBe(false);
  });

  it.each([
    ['791', 'Результат операційної діяльності'],
    ['947', 'Нестачі і втрати від псування цінностей'],
    ['704', 'Вирахування з доходу'],
    ['901', 'Собівартість реалізованої готової продукції'],
    ['643', 'Податкові зобов’язання'],
    ['644', 'Податковий кредит'],
    ['95', 'Фінансові витрати'],
    ['951', 'Відсотки за кредит'],
    ['11', 'Інші необоротні матеріальні активи'],
    ['112', 'Малоцінні необоротні матеріальні активи'],
    ['401', 'Статутний капітал'],
    ['712', 'Дохід від реалізації інших оборотних активів'],
    ['943', 'Собівартість реалізованих виробничих запасів'],
    ['375', 'Розрахунки за відшкодуванням завданих збитків'],
    ['09', 'Амортизаційні відрахування'],
  ])('names %s «%s» as the order does', (code, name) => {
    expect(byCode.get(code)?.name).toBe(name);
  });

  it.each([
    ['13', 'passive'],
    ['131', 'passive'],
    ['133', 'passive'],
    ['38', 'passive'],
    ['285', 'passive'],
    ['704', 'active'],
    ['45', 'active'],
    ['46', 'active'],
    ['523', 'active'],
    ['442', 'active'],
    ['441', 'passive'],
    ['44', 'both'],
    ['64', 'both'],
    ['68', 'both'],
    ['79', 'both'],
    ['361', 'active'],
    ['631', 'passive'],
    ['40', 'passive'],
    ['92', 'active'],
  ])('keeps %s %s, as the Instruction has it', (code, kind) => {
    expect(byCode.get(code)?.kind).toBe(kind);
  });

  it('keeps class 0 off the balance, but 00', () => {
    for (const account of CHART_OF_ACCOUNTS)
      expect(account.offBalance, account.code).toBe(account.code.startsWith('0') && account.code !== '00');
  });

  it('tracks counterparties, goods and stores where a BAS user looks for them', () => {
    const analytics = (code: string) => byCode.get(code)?.analytics;
    for (const code of ['361', '362', '631', '632', '371', '377', '681', '685'])
      expect(analytics(code), code).toEqual(['agent', 'contract']);
    expect(analytics('372')).toEqual(['agent']);
    expect(analytics('375')).toEqual(['agent']);
    for (const code of ['201', '202', '205', '209', '22', '26', '281', '282', '283'])
      expect(analytics(code), code).toEqual(['entity', 'store']);
    expect(analytics('285')).toEqual([]);
    expect(analytics('311')).toEqual([]);
  });
});
