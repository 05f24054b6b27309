/**
 * The order of names in reports: Ukrainian alphabetical order (і after и, ї after і, є after е,
 * ґ after г), the same whichever engine the company runs on. A database's own text order is
 * the code point order on the company file, where "Іванов" would come before "Антонов".
 */
export const compareNames: (a: string, b: string) => number = new Intl.Collator('uk').compare;
