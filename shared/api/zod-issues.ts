/** Where a value was refused, and why: what the formatter reads of a zod issue. */
interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * The one description of a value a schema refused, used by the service's 400 VALIDATION, the bridge's
 * INVALID_REQUEST and the core's log of a reply outside the contract: `where.path: message; …` for the first
 * `max` issues. Paths and messages only: a value may be the company's data, and the client has it already.
 */
export function describeIssues(issues: readonly IssueLike[], where: string, max: number): string {
  return issues
    .slice(0, max)
    .map((issue) => `${[where, ...issue.path.map(String)].join('.')}: ${issue.message}`)
    .join('; ');
}
