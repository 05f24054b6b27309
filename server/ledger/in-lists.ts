/** Values of one IN list: SQLite allows some thousands of variables per statement, PostgreSQL more. */
const CHUNK = 500;

/** `values` in pieces small enough for one IN list each. */
export const chunks = <T>(values: T[]): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < values.length; i += CHUNK) out.push(values.slice(i, i + CHUNK));
  return out;
};

/** The non-empty values, each once, in their first order. */
export const distinct = (values: string[]): string[] => [...new Set(values.filter(Boolean))];
