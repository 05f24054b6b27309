import { describe, expect, it } from 'vitest';
import { proposeLineKind } from '../../../shared/bank/line-kind.js';

const OURS = 'UA213223130000026007233566001';
const OTHER_OF_OURS = 'UA853052990000026004011111111';
const CONTEXT = { ourAccounts: [OURS, OTHER_OF_OURS], ourCode: '40123456', bank: { name: 'АТ КБ "ПРИВАТБАНК"' } };
const SOMEONE = { name: 'ТОВ «Альфа»', code: '12345678', iban: 'UA903052992990004149123456789' };

describe('the kind a statement line is proposed as', () => {
  it.each([
    ['in', 'Оплата за рах. № 7 від 02.11.2026', SOMEONE, 'payFromCustomer', null],
    ['out', 'Оплата за товар згідно рах. 15', SOMEONE, 'payToSupplier', null],
    ['in', 'Повернення коштів за повернений товар', SOMEONE, 'refundFromSupplier', null],
    ['out', 'ПОВЕРНЕННЯ передоплати за рах. 3', SOMEONE, 'refundToCustomer', null],
    ['out', 'Комісія за розрахунково-касове обслуговування', { name: 'АТ КБ «ПриватБанк»', code: '14360570', iban: '' }, 'otherOut', '92'],
    ['out', 'Плата за РКО за листопад', { name: '', code: '', iban: '' }, 'otherOut', '92'],
    ['out', 'Обслуговування рахунку', { name: 'Банк', code: '', iban: '' }, 'otherOut', '92'],
    ['out', 'Списання за тарифом', { name: 'АТ КБ ПРИВАТБАНК', code: '', iban: '' }, 'otherOut', '92'],
    ['in', 'Відсотки на залишок', { name: 'АТ КБ "ПриватБанк"', code: '14360570', iban: '' }, 'otherIn', '732'],
    ['in', 'Повернення помилково списаних коштів', { name: 'АТ КБ "ПриватБанк"', code: '14360570', iban: '' }, 'otherIn', '719'],
    [
      'out',
      '*;101;40123456;ПДФО із заробітної плати за жовтень',
      { name: 'ГУ ДПС у м.Києві', code: '44116011', iban: '' },
      'otherOut',
      '641',
    ],
    ['out', 'Єдиний соціальний внесок за жовтень', { name: 'ГУ ДПС', code: '44116011', iban: '' }, 'otherOut', '651'],
    ['out', 'ЄСВ 22%', { name: 'ГУ ДПС', code: '44116011', iban: '' }, 'otherOut', '651'],
    ['out', 'ПДВ за жовтень 2026', { name: 'ГУ ДПС', code: '44116011', iban: '' }, 'otherOut', '641'],
    ['out', 'Військовий збір з доходів', { name: 'ГУ ДПС', code: '44116011', iban: '' }, 'otherOut', '642'],
    ['out', 'Заробітна плата за жовтень', { name: 'Петренко І.', code: '', iban: '' }, 'otherOut', '661'],
    ['out', 'Переказ власних коштів', { name: 'ТОВ «Ми»', code: '', iban: OTHER_OF_OURS }, 'transfer', null],
    ['in', 'Переказ власних коштів', { name: 'ТОВ «Ми»', code: '40123456', iban: 'UA000000000000000000000000000' }, 'transfer', null],
    // A word that only contains the letters of a tax is no tax: «СПДВ» or «ПДВ-шний» aside, «епдфо» is none.
    ['out', 'Оплата за послуги ЕПДФОРМ', SOMEONE, 'payToSupplier', null],
    // A refund to us that the purpose calls a payment with VAT is still a refund: money in, from a supplier.
    ['in', 'Повернення помилково сплачених коштів, ПДВ не передбачено', SOMEONE, 'refundFromSupplier', null],
  ] as const)('%s «%s» → %s %s', (direction, purpose, counterparty, kind, account) => {
    const { kind: proposed, ledgerAccount } = proposeLineKind({ direction, purpose, counterparty }, CONTEXT);
    expect({ kind: proposed, ledgerAccount }).toEqual({ kind, ledgerAccount: account });
  });
});

const TREASURY = { name: 'ГУК у м.Києві/Шевченк.р-н/11010100', code: '37993783', iban: 'UA568999980333119340000026001' };
const known = (
  agent: boolean,
  byIban: { kind: 'otherOut' | 'payToSupplier'; ledgerAccount: string | null } | null = null,
  byCode: typeof byIban = null,
) => ({ agent, remembered: { byIban, byCode } });

describe('who the counterparty is decides before the purpose', () => {
  it('a supplier in our directory is paid on 631 whatever VAT its purpose states', () => {
    const line = { direction: 'out' as const, purpose: 'Оплата за товар, у т.ч. ПДВ 20% - 200,00 грн.', counterparty: SOMEONE };
    expect(proposeLineKind(line, CONTEXT, known(true))).toEqual({ kind: 'payToSupplier', ledgerAccount: null, reason: 'agent' });
    expect(proposeLineKind(line, CONTEXT)).toEqual({ kind: 'payToSupplier', ledgerAccount: null, reason: 'purpose' });
  });

  it('the treasury is a tax named from the purpose, even where the purpose states no tax', () => {
    const line = (purpose: string) => ({ direction: 'out' as const, purpose, counterparty: TREASURY });
    expect(proposeLineKind(line('*;101;40123456;ВЗ із заробітної плати за 10.2026'), CONTEXT)).toEqual({
      kind: 'otherOut',
      ledgerAccount: '642',
      reason: 'treasury',
    });
    expect(proposeLineKind(line('*;101;40123456;Сплата за жовтень 2026'), CONTEXT).ledgerAccount).toBe('641');
  });

  it('a choice kept for the counterparty comes first, by IBAN, else by code but never for the treasury or a bank', () => {
    const line = { direction: 'out' as const, purpose: 'Оплата за послуги', counterparty: SOMEONE };
    const tax = { kind: 'otherOut' as const, ledgerAccount: '642' };
    expect(proposeLineKind(line, CONTEXT, known(true, tax))).toEqual({ ...tax, reason: 'remembered' });
    expect(proposeLineKind(line, CONTEXT, known(true, null, tax))).toEqual({ ...tax, reason: 'remembered' });
    const treasury = { ...line, counterparty: TREASURY, purpose: '*;101;40123456;ПДФО' };
    expect(proposeLineKind(treasury, CONTEXT, known(false, null, tax)).ledgerAccount).toBe('641');
    expect(proposeLineKind(treasury, CONTEXT, known(false, tax)).ledgerAccount).toBe('642');
  });

  it('cash out of the bank goes to the cash desk, and our own account is a transfer by its IBAN', () => {
    const us = { name: 'ТОВ «Ми»', code: '40123456', iban: OURS };
    expect(proposeLineKind({ direction: 'out', purpose: 'Видача готівки на господарські потреби', counterparty: us }, CONTEXT)).toEqual({
      kind: 'transfer',
      ledgerAccount: null,
      reason: 'ownAccount',
      transferTo: 'cash',
    });
    const other = { ...us, iban: OTHER_OF_OURS };
    expect(proposeLineKind({ direction: 'out', purpose: 'Переказ коштів', counterparty: other }, CONTEXT).transferTo).toBe('iban');
  });
});
