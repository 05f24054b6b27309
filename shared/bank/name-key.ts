/** A name as compared: lower case, no quotes, legal forms or punctuation («ТОВ "Ромашка"» = «Ромашка ТОВ»). */
export function nameKey(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/["'«»“”„`ʼ’]/g, ' ')
      .replace(/товариство з обмеженою відповідальністю|фізична особа[- ]підприємець|приватне підприємство/g, ' ')
      // \b knows only ASCII letters: the legal form is a word between non-letters of any alphabet.
      .replace(/(?<![\p{L}\p{N}])(тов|тзов|пп|фоп|пат|прат|ат|кп|дп|ооо|чп|флп|спд)(?![\p{L}\p{N}])/gu, ' ')
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
  );
}
