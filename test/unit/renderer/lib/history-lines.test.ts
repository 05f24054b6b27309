import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HistoryKind } from '../../../../shared/api/history.js';
import { en } from '../../../../renderer/src/i18n/en.js';
import { FEATURE_TEXTS } from '../../../../renderer/src/i18n/feature-texts.js';
import { uk } from '../../../../renderer/src/i18n/uk.js';
import { fieldLabelOf, historyChangeLines, historyUserText } from '../../../../renderer/src/lib/history-lines.js';

const i18n = i18next.createInstance();
const merged = (...parts: object[]) => Object.assign({}, ...parts) as Record<string, unknown>;

beforeAll(async () => {
  await i18n.init({
    resources: {
      uk: { translation: merged(uk, ...FEATURE_TEXTS.map((f) => f.uk)) },
      en: { translation: merged(en, ...FEATURE_TEXTS.map((f) => f.en)) },
    },
    lng: 'uk',
    interpolation: { escapeValue: false },
  });
});

function line(kind: HistoryKind, field: string, old: unknown, next: unknown, lng: 'uk' | 'en' = 'uk'): string {
  const t = i18n.getFixedT(lng);
  const lines = historyChangeLines(kind, [{ field, old, new: next }] as never, {
    t: (key, params) => t(key, params ?? {}),
    has: (key) => i18n.exists(key, { lng }),
  });
  return lines.join('\n');
}

describe('history lines', () => {
  it('names a line field by its row and the grid column', () => {
    expect(fieldLabelOf('document', 'details[2].qty')).toEqual({ key: 'documents.editor.qty', row: 2, field: 'qty' });
    expect(line('document', 'details[2].qty', 1, 3)).toBe('Рядок 2, Кількість: 1 → 3');
    expect(line('document', 'details[2].qty', 1, 3, 'en')).toBe('Line 2, Quantity: 1 → 3');
  });

  it('shows amounts the Ukrainian way, dates as 21.11.2026 and references by name', () => {
    expect(line('document', 'details[1].price', 1234.5, 1000)).toBe('Рядок 1, Ціна: 1\u00a0234,50 → 1\u00a0000,00');
    expect(line('payment', 'sum', 1234.56, 99)).toBe('Сума: 1\u00a0234,56 → 99,00');
    expect(line('document', 'date', '2026-11-20', '2026-11-21')).toBe('Дата: 20.11.2026 → 21.11.2026');
    expect(line('document', 'agent', { uid: 'a', name: 'ТОВ «Ромашка»' }, { uid: 'b', name: 'ФОП Петренко' })).toBe(
      'Контрагент: ТОВ «Ромашка» → ФОП Петренко',
    );
    expect(line('document', 'details[3].entity', null, { uid: 'e', name: 'Цукор' })).toBe('Рядок 3, Товар / послуга: — → Цукор');
  });

  it('translates the posted flag, the document type and a linked parent', () => {
    expect(line('document', 'done', false, true)).toBe('Проведено: ні → так');
    expect(line('document', 'done', false, true, 'en')).toBe('Posted: no → yes');
    expect(line('document', 'type', 'invoice', 'waybillOut')).toBe('Тип: Рахунок-фактура → Видаткова накладна');
    expect(line('payment', 'parent', null, { uid: 'p', name: 'invoice № 12 2026-11-20' })).toBe(
      'Рахунок (підстава): — → Рахунок-фактура № 12 від 20.11.2026',
    );
  });

  it('uses the directory editor labels for directory records', () => {
    expect(line('agent', 'code', '', '12345678')).toBe('Код ЄДРПОУ / РНОКПП: — → 12345678');
    expect(line('entity', 'price', 10, 12.5)).toBe('Ціна продажу, грн: 10,00 → 12,50');
  });

  it('leaves out a field whose old and new value read the same', () => {
    expect(line('document', 'memo', null, '')).toBe('');
    expect(line('document', 'memo', '', 'Оплата до п’ятниці')).toBe('Примітка: — → Оплата до п’ятниці');
  });

  it('names a change an earlier version recorded without a person’s name in the user’s language, with no English word', () => {
    expect(historyUserText('command line', (key) => i18n.getFixedT('uk')(key))).toBe('ця програма (без імені)');
    expect(historyUserText('command line', (key) => i18n.getFixedT('en')(key))).toBe('this app (no name given)');
    expect(historyUserText('Олена Коваль', (key) => i18n.getFixedT('uk')(key))).toBe('Олена Коваль');
  });

  it('reads a name the service keeps from this token as another person, in both languages', () => {
    expect(historyUserText(null, (key) => i18n.getFixedT('uk')(key))).toBe('інша особа');
    expect(historyUserText(null, (key) => i18n.getFixedT('en')(key))).toBe('another person');
  });

  it('falls back to the API name of a field the app has no label for', () => {
    expect(fieldLabelOf('document', 'somethingNew')).toEqual({ key: '', field: 'somethingNew' });
    expect(line('document', 'somethingNew', 'a', 'b')).toBe('somethingNew: a → b');
    expect(line('agent', 'unheardOf', 'a', 'b')).toBe('unheardOf: a → b');
  });
});
