/**
 * Legal forms as banks write them (in full or short, upper case) and the short form the directory
 * keeps. Longer forms first: «ПРИВАТНЕ АКЦІОНЕРНЕ ТОВАРИСТВО» is not «ПП» followed by «АТ».
 */
const FORMS: [RegExp, string][] = [
  [/^ТОВАРИСТВО\s+З\s+ОБМЕЖЕНОЮ\s+ВІДПОВІДАЛЬНІСТЮ(?=[\s"«„“-]|$)/iu, 'ТОВ'],
  [/^ТОВАРИСТВО\s+З\s+ДОДАТКОВОЮ\s+ВІДПОВІДАЛЬНІСТЮ(?=[\s"«„“-]|$)/iu, 'ТДВ'],
  [/^ПРИВАТНЕ\s+АКЦІОНЕРНЕ\s+ТОВАРИСТВО(?=[\s"«„“-]|$)/iu, 'ПрАТ'],
  [/^ПУБЛІЧНЕ\s+АКЦІОНЕРНЕ\s+ТОВАРИСТВО(?=[\s"«„“-]|$)/iu, 'ПАТ'],
  [/^АКЦІОНЕРНЕ\s+ТОВАРИСТВО(?=[\s"«„“-]|$)/iu, 'АТ'],
  [/^ПРИВАТНЕ\s+ПІДПРИЄМСТВО(?=[\s"«„“-]|$)/iu, 'ПП'],
  [/^КОМУНАЛЬНЕ\s+ПІДПРИЄМСТВО(?=[\s"«„“-]|$)/iu, 'КП'],
  [/^ФІЗИЧНА\s+ОСОБА\s*-?\s*ПІДПРИЄМЕЦЬ(?=[\s"«„“-]|$)/iu, 'ФОП'],
  [/^(ТОВ|ТДВ|ПРАТ|ПАТ|АТ|ПП|КП|ФОП)(?=[\s"«„“]|$)/iu, ''],
];

const SHORT: Record<string, string> = { ТОВ: 'ТОВ', ТДВ: 'ТДВ', ПРАТ: 'ПрАТ', ПАТ: 'ПАТ', АТ: 'АТ', ПП: 'ПП', КП: 'КП', ФОП: 'ФОП' };

const isUpper = (text: string) => text === text.toUpperCase() && text !== text.toLowerCase();
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
const titled = (text: string) =>
  text.toLowerCase().replace(/(^|[\s.-])(\p{L})/gu, (_m, sep: string, letter: string) => sep + letter.toUpperCase());

/**
 * A counterparty's name as a bank writes it, in the form the directory keeps: the legal form short
 * («ТОВАРИСТВО З ОБМЕЖЕНОЮ ВІДПОВІДАЛЬНІСТЮ» → «ТОВ»; also ТДВ, ПрАТ, ПАТ, АТ, ПП, КП, ФОП), the
 * name in «» quotes and, when the bank wrote it all in capitals, in sentence case (a person's name,
 * after ФОП, with each word capitalised and no quotes). Words outside the quotes (КБ) stay as
 * written; a name without a legal form only loses its capitals. A name in mixed case keeps its case.
 */
export function shortLegalName(name: string): string {
  const text = name.replace(/\s+/g, ' ').trim();
  let form = '';
  let rest = text;
  for (const [pattern, short] of FORMS) {
    const hit = pattern.exec(text);
    if (!hit) continue;
    form = short || SHORT[hit[0].toUpperCase()] || hit[0];
    rest = text.slice(hit[0].length).trim();
    break;
  }
  const upper = isUpper(rest);
  const quoted = /^(.*?)["«„“]+(.+?)["»“”]+\s*(.*)$/u.exec(rest);
  if (form === 'ФОП') return `ФОП ${upper ? titled(rest.replace(/["«»„“”]/g, '')) : rest.replace(/["«»„“”]/g, '')}`.trim();
  if (!form) return upper && !quoted ? sentence(rest) : text;
  if (quoted) {
    const [, before = '', inside = '', after = ''] = quoted;
    const core = isUpper(inside) ? sentence(inside.trim()) : inside.trim();
    return [form, before.trim(), `«${core}»`, after.trim()].filter(Boolean).join(' ');
  }
  return rest ? `${form} «${upper ? sentence(rest) : rest}»` : form;
}
