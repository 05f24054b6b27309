/** The modification time a write stamps: ISO-8601 in UTC, which sorts as text the same way on both engines. */
export const modifiedNow = (): string => new Date().toISOString();
