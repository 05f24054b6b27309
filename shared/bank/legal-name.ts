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

const OPENING = new Set(['«', '„']);
const CLOSING = new Set(['»', '”']);
const QUOTES = /["«»„“”]/;

/**
 * Where the first quote of `text` opens and the quoted part as the directory writes it: each level
 * in «», the quotes banks write ("…" inside "…", a doubled "" as 1C writes a quote in a quoted value,
 * „…“) told apart by what stands beside them (a quote after a space or another opening quote, before
 * a letter, opens; any other closes), the levels left open closed at the end, and, in capitals,
 * each level in sentence case. Null for a text without quotes.
 */
function nestedQuotes(text: string): { before: string; quoted: string; after: string } | null {
  const value = text.replace(/""/g, '"');
  const start = value.search(QUOTES);
  if (start < 0) return null;
  const upper = isUpper(value.slice(start).replace(/["«»„“”]/g, ''));
  let depth = 0;
  let quoted = '';
  let capital = false;
  let end = value.length;
  for (let i = start; i < value.length; i++) {
    const char = value.charAt(i);
    const previous = i > start ? value.charAt(i - 1) : ' ';
    const next = value.charAt(i + 1);
    const opens =
      OPENING.has(char) || (!CLOSING.has(char) && /[\s«„"“]/.test(previous) && next !== '' && !/[\s"»”]/.test(next) && QUOTES.test(char));
    if (QUOTES.test(char) && opens) {
      depth += 1;
      quoted += '«';
      capital = upper;
    } else if (QUOTES.test(char)) {
      // A closing quote with nothing open is a stray one, dropped.
      if (depth === 0) continue;
      depth -= 1;
      quoted += '»';
      if (depth === 0) {
        end = i + 1;
        break;
      }
    } else if (upper) {
      quoted += capital ? char.toUpperCase() : char.toLowerCase();
      if (/\p{L}/u.test(char)) capital = false;
    } else quoted += char;
  }
  quoted += '»'.repeat(depth);
  return {
    before: value.slice(0, start).trim(),
    quoted: quoted.replace(/«\s+/g, '«').replace(/\s+»/g, '»'),
    after: value.slice(end).trim(),
  };
}

/**
 * A counterparty's name as a bank writes it, in the form the directory keeps: the legal form short
 * («ТОВАРИСТВО З ОБМЕЖЕНОЮ ВІДПОВІДАЛЬНІСТЮ» → «ТОВ»; also ТДВ, ПрАТ, ПАТ, АТ, ПП, КП, ФОП), the
 * name in «» quotes, nested ones too («ТОВ «Дизайн-студія «Простір»»»), and, when the bank wrote
 * it all in capitals, in sentence case (a person's name, after ФОП, with each word capitalised and
 * no quotes). Words outside the quotes (КБ) stay as written; a name without a legal form only loses
 * its capitals. A name in mixed case keeps its case.
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
  const quoted = nestedQuotes(rest);
  if (form === 'ФОП') return `ФОП ${upper ? titled(rest.replace(/["«»„“”]/g, '')) : rest.replace(/["«»„“”]/g, '')}`.trim();
  if (!form) return upper && !quoted ? sentence(rest) : text;
  if (quoted) return [form, quoted.before, quoted.quoted, quoted.after].filter(Boolean).join(' ');
  return rest ? `${form} «${upper ? sentence(rest) : rest}»` : form;
}
