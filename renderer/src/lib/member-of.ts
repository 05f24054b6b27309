/** `raw` as a member of `list` (a union of string literals), or undefined when it is none of them: a check the compiler follows, where a cast would not. */
export function memberOf<T extends string>(list: readonly T[], raw: string | null | undefined): T | undefined {
  return list.find((item) => item === raw);
}
