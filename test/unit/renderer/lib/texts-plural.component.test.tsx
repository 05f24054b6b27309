// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { guessMapping } from '../../../../renderer/src/features/imports/import-mapping.js';

/** Texts as a user reads them: counts with their plural forms, MUI's own tooltips in the UI's language. */
const { initI18n, setLanguage } = await import('../../../../renderer/src/i18n/i18n.js');
const { LocalizedTheme } = await import('../../../../renderer/src/app/LocalizedTheme.js');
const { AgentFilter } = await import('../../../../renderer/src/components/AgentFilter.js');

beforeAll(async () => {
  await initI18n();
});
afterEach(async () => {
  cleanup();
  await setLanguage('uk');
});

/** Every key of a language's texts, with its value, nested keys joined by dots. */
function keysOf(language: 'uk' | 'en'): Map<string, unknown> {
  const keys = new Map<string, unknown>();
  const walk = (node: unknown, path: string) => {
    if (node && typeof node === 'object') for (const [key, value] of Object.entries(node)) walk(value, path ? `${path}.${key}` : key);
    else keys.set(path, node);
  };
  walk(i18next.getResourceBundle(language, 'translation'), '');
  return keys;
}

describe('counts in the texts', () => {
  it('read «1 документ», «2 документи», «5 документів» in debts by age, and «1 document» in English', () => {
    const t = i18next.getFixedT('uk');
    expect([1, 2, 5, 21].map((count) => t('reports.aging.documents', { count }))).toEqual([
      '1 документ',
      '2 документи',
      '5 документів',
      '21 документ',
    ]);
    const en = i18next.getFixedT('en');
    expect([1, 2].map((count) => en('reports.aging.documents', { count }))).toEqual(['1 document', '2 documents']);
  });

  it('say «надіслано 4 записи» after a directory import, «надіслано 1 запис» and «sent 1 record»', () => {
    const t = i18next.getFixedT('uk');
    expect(t('imports.done', { count: 4, sent: '4' })).toBe('Імпорт завершено: надіслано 4 записи.');
    expect(t('imports.done', { count: 1, sent: '1' })).toBe('Імпорт завершено: надіслано 1 запис.');
    expect(t('imports.done', { count: 11, sent: '11' })).toBe('Імпорт завершено: надіслано 11 записів.');
    expect(i18next.getFixedT('en')('imports.done', { count: 1, sent: '1' })).toBe('Import finished: 1 record sent.');
  });

  it('have every plural form of their language wherever a text is plural', () => {
    for (const [language, forms] of [
      ['uk', ['one', 'few', 'many', 'other']],
      ['en', ['one', 'other']],
    ] as const) {
      const keys = keysOf(language);
      const plural = [...keys.keys()].filter((key) => key.endsWith('_one')).map((key) => key.slice(0, -'_one'.length));
      expect(plural.length).toBeGreaterThan(0);
      for (const base of plural) for (const form of forms) expect(keys.has(`${base}_${form}`), `${language}: ${base}_${form}`).toBe(true);
    }
  });
});

describe("MUI's own tooltips", () => {
  it('are Ukrainian in the Ukrainian UI («Розгорнути», not «Open») and English in the English one', async () => {
    const agents = [{ uid: 'a-1', name: 'ТОВ «Айті Хаб»' }];
    const picker = () => (
      <LocalizedTheme>
        <AgentFilter label="Контрагент" agents={agents} value={null} onChange={() => {}} width={300} />
      </LocalizedTheme>
    );
    const { rerender } = render(picker());
    expect(screen.getByRole('button', { name: 'Розгорнути' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open' })).toBeNull();
    await setLanguage('en');
    rerender(picker());
    expect(await screen.findByRole('button', { name: 'Open' })).toBeTruthy();
  });
});

describe('the directory import', () => {
  it('maps «Ціна продажу» and «Ціна продажу, грн» to the price', () => {
    expect(guessMapping('entities', ['Найменування', 'Ціна продажу'])).toEqual(['name', 'price']);
    expect(guessMapping('entities', ['Найменування', 'Ціна продажу, грн'])).toEqual(['name', 'price']);
  });
});
