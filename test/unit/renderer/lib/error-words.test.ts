// @vitest-environment jsdom
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_STATUS } from '../../../../shared/api/common.js';
import { shortageMessage, shortageOf } from '../../../../shared/api/shortage.js';
import { returnProblemMessage, returnProblemOf } from '../../../../shared/api/customer-returns.js';
import { CORE_ERROR_KINDS, errorCodeOfKind } from '../../../../shared/ipc/errors.js';
import { initI18n } from '../../../../renderer/src/i18n/i18n.js';
import { errorWords, factsOf } from '../../../../renderer/src/lib/error-words.js';

beforeAll(async () => {
  await initI18n();
});

/** The sentence a failure gets in `lng`, and whether it came from the app's own words. */
function wordsIn(lng: 'uk' | 'en', facts: Parameters<typeof errorWords>[2]): string {
  const t = i18next.getFixedT(lng);
  return errorWords(t, (key) => i18next.exists(key, { lng, fallbackLng: false }), facts);
}

const GENERIC = { uk: () => i18next.getFixedT('uk')('errors.generic'), en: () => i18next.getFixedT('en')('errors.generic') };
const CORE_CODES = [
  ...CORE_ERROR_KINDS.map(errorCodeOfKind),
  'HOST_UNREACHABLE',
  'NO_SESSION',
  'INVALID_REQUEST',
  'NO_BRIDGE',
  'HTTPS_REQUIRED',
  'TIMEOUT',
];

describe('every message in the user’s language', () => {
  it.each(Object.keys(ERROR_STATUS))('the service’s %s has its own Ukrainian and English words', (code) => {
    for (const lng of ['uk', 'en'] as const) {
      expect(i18next.exists(`refusals.${code}`, { lng, fallbackLng: false }), `${lng} ${code}`).toBe(true);
      const text = wordsIn(lng, { code: 'BAD_REQUEST', serviceCode: code, message: `${code}: some English text` });
      expect(text).not.toContain('English text');
      expect(text).not.toBe(GENERIC[lng]());
    }
    expect(wordsIn('uk', { code: 'X', serviceCode: code, message: '' })).not.toBe(
      wordsIn('en', { code: 'X', serviceCode: code, message: '' }),
    );
  });

  it.each(CORE_CODES)('the core’s %s has its own Ukrainian and English words, without the raw text', (code) => {
    for (const lng of ['uk', 'en'] as const) {
      expect(i18next.exists(`errors.${code}`, { lng, fallbackLng: false }), `${lng} ${code}`).toBe(true);
      const text = wordsIn(lng, { code, serviceCode: null, message: 'the service cannot be reached (ECONNREFUSED)' });
      expect(text).not.toContain('ECONNREFUSED');
      expect(text).not.toMatch(/\{\{/);
    }
  });

  it('says a core reason before its kind: https required, a timeout', () => {
    const facts = factsOf({ code: 'BAD_REQUEST', reason: 'HTTPS_REQUIRED', message: 'a cloud account must use https://' });
    expect(wordsIn('uk', facts)).toContain('https://');
    expect(wordsIn('uk', facts)).toContain('Хмарний');
    expect(wordsIn('en', facts)).toContain('cloud account');
    expect(wordsIn('uk', { code: 'OFFLINE', reason: 'TIMEOUT', serviceCode: null, message: '' })).toContain('вчасно');
  });

  it('says a changed certificate as such, not as the state of a record, and where to accept it', () => {
    const facts = factsOf({ code: 'CONFLICT', reason: 'CERTIFICATE_CHANGED', message: "the server's certificate has changed" });
    expect(wordsIn('uk', facts)).toBe(
      'Сертифікат сервера змінився, тож програма нічого йому не надіслала. Перевірте новий сертифікат, перш ніж йому довіряти.',
    );
    expect(wordsIn('en', facts)).toBe(
      'The server’s certificate has changed, so the app sent it nothing. Check the new certificate before trusting it.',
    );
  });

  it('says that this window cannot copy an invitation, not that a document viewer is needed', () => {
    const facts = factsOf({ code: 'UNSUPPORTED', reason: 'NO_CLIPBOARD', message: 'this window cannot copy; show the QR code instead' });
    expect(wordsIn('uk', facts)).toBe('У цьому вікні не можна скопіювати запрошення: покажіть людині QR-код.');
    expect(wordsIn('en', facts)).toBe('This window cannot copy the invitation: show the person the QR code.');
  });

  it('says a stock shortage with its figures in words, from the parseable part of the service’s text', () => {
    const text = shortageMessage({
      entity: 'Болт М8 "оцинк."',
      store: 'Основний склад',
      date: '2026-11-21',
      missing: '146',
      unit: 'шт',
      documentType: 'waybillOut',
      documentNo: '12',
    });
    expect(shortageOf(text)?.missing).toBe('146');
    const facts = factsOf({ code: 'RULE_FAILED', serviceCode: 'NOT_ENOUGH_STOCK', message: `NOT_ENOUGH_STOCK: ${text}` });
    const uk = wordsIn('uk', facts);
    expect(uk).toContain('Не вистачає 146 шт «Болт М8 "оцинк."» на складі «Основний склад» на 21.11.2026.');
    expect(uk).not.toContain('short by');
    expect(wordsIn('en', facts)).toContain('146 шт of “Болт М8 "оцинк."” missing in store “Основний склад” on 21.11.2026.');
  });

  it('names the refused line of a customer return with its figures, from the parseable part of the service’s text', () => {
    const refused = (code: string, figures: Partial<Parameters<typeof returnProblemMessage>[1]>) =>
      factsOf({
        code: 'RULE_FAILED',
        serviceCode: code,
        message: `${code}: ${returnProblemMessage('details[1] «Чайник»: returns 6', { line: 1, entity: 'Чайник', unit: 'шт', ...figures })}`,
      });
    expect(returnProblemOf(refused('RETURN_EXCEEDS_BASIS', {}).message)?.line).toBe(1);
    expect(wordsIn('uk', refused('RETURN_EXCEEDS_BASIS', { returned: '6', sold: '10', returnedBefore: '5' }))).toBe(
      'Повертається більше, ніж продано за підставою. Рядок 2 «Чайник»: повертається 6 шт, за підставою продано 10 шт, з них уже повернуто 5 шт.',
    );
    expect(wordsIn('uk', refused('RETURN_EXCEEDS_BASIS', { returned: '12.5', sold: '10', returnedBefore: '0' }))).toContain(
      'Рядок 2 «Чайник»: повертається 12,5 шт, а за підставою продано лише 10 шт.',
    );
    expect(wordsIn('en', refused('RETURN_EXCEEDS_BASIS', { returned: '1', sold: '0', returnedBefore: '0' }))).toContain(
      'Line 2 “Чайник”: the basis did not sell these goods.',
    );
    expect(wordsIn('uk', refused('UNIT_COST_REQUIRED', {}))).toContain('Рядок 2 «Чайник»: не вказано собівартість одиниці.');
    expect(returnProblemOf('RETURN_EXCEEDS_BASIS: details[0] returns 2')).toBeNull();
  });

  it('reads the code off the text when the failure has no field for it, and falls back to general words', () => {
    expect(factsOf(new Error('DOCUMENT_POSTED: document is posted')).serviceCode).toBe('DOCUMENT_POSTED');
    expect(wordsIn('uk', factsOf(new Error('something odd')))).toBe(GENERIC.uk());
    expect(shortageOf('NOT_ENOUGH_STOCK: 2 short')).toBeNull();
  });
});
