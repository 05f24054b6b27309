/**
 * Checked reads for tests: where a test knows a value is there (the first row of a report it just
 * filled, a line of a document it just saved), these say so, and fail with a message naming what
 * was missing instead of a TypeError a few lines further on.
 */

/** `value`, or a failure naming `what` when it is null or undefined. */
export function defined<T>(value: T | null | undefined, what = 'a value'): T {
  if (value === null || value === undefined) throw new Error(`expected ${what}, got ${String(value)}`);
  return value;
}

/** The item at `index` (negative counts from the end), or a failure saying how many items there were. */
export function at<A extends readonly unknown[]>(items: A, index: number): A[number] {
  const item: A[number] | undefined = items.at(index);
  if (item === undefined) throw new Error(`expected an item at ${index}, but there are ${items.length}`);
  return item;
}

/** The only item, or a failure saying how many items there were. */
export function single<A extends readonly unknown[]>(items: A): A[number] {
  if (items.length !== 1) throw new Error(`expected exactly one item, but there are ${items.length}`);
  return at(items, 0);
}
