/**
 * Every failure in the user's language, from its code: the service's stable code first (`NOT_ENOUGH_STOCK`,
 * words under `refusals`), then the core's kind (`OFFLINE`, words under `errors`). The service's or
 * the core's own text is English and technical; it goes to the log, never on screen (docs/desktop-app.md,
 * "Proxy"). Figures the service sends in a parseable form are said in words («не вистачає 146 шт»).
 */
import type { TFunction } from 'i18next';
import { shortageOf } from '../../../shared/api/shortage.js';
import { returnProblemOf } from '../../../shared/api/customer-returns.js';
import { Decimal } from '../../../shared/api/money.js';
import { formatDateUk, formatQtyUk } from '../../../shared/api/format-uk.js';
import { closedPeriodEndOf } from './period-lock.js';

/** What a failure says about itself: the core's code, the service's code when the service refused, its text. */
export interface FailureFacts {
  code: string;
  /** The core's precise reason (`HTTPS_REQUIRED`), said before its kind. */
  reason?: string;
  serviceCode: string | null;
  message: string;
}

/** The facts of any thrown value: a bridge error's fields, else the code at the start of its text. */
export function factsOf(error: unknown): FailureFacts {
  const plain = error as { code?: unknown; serviceCode?: unknown; message?: unknown; reason?: unknown } | null;
  const message = typeof plain?.message === 'string' ? plain.message : String(error);
  const code = typeof plain?.code === 'string' ? plain.code : 'UNKNOWN';
  const fromField = typeof plain?.serviceCode === 'string' ? plain.serviceCode : null;
  const reason = typeof plain?.reason === 'string' ? plain.reason : undefined;
  return { code, serviceCode: fromField ?? /^([A-Z][A-Z0-9_]{2,}):/.exec(message)?.[1] ?? null, message, ...(reason ? { reason } : {}) };
}

/** The key of the words for a service code, or null when the app has none. */
export function serviceKeyOf(serviceCode: string | null, exists: (key: string) => boolean): string | null {
  const key = `refusals.${serviceCode ?? ''}`;
  return serviceCode !== null && exists(key) ? key : null;
}

/** What a refusal's words name beside its figures: the lock date of a closed period, as 21.11.2026. */
export function refusalParams(facts: FailureFacts): Record<string, string> {
  const end = facts.serviceCode === 'PERIOD_CLOSED' ? closedPeriodEndOf(facts.message) : null;
  return { date: end ? formatDateUk(end) : '…' };
}

/** The line of a customer return its posting refused, said in words (which line, how much came back of what was sold), or null. */
function returnLineWords(t: TFunction, facts: FailureFacts): string | null {
  const problem = returnProblemOf(facts.message);
  if (!problem) return null;
  const qty = (value: string | undefined) => formatQtyUk(value ?? '0');
  const unit = problem.unit || t('errors.pieces');
  const line = problem.line + 1;
  if (facts.serviceCode === 'UNIT_COST_REQUIRED') return t('refusals.unitCostMissing', { line, entity: problem.entity });
  const sold = new Decimal(problem.sold ?? '0');
  const before = new Decimal(problem.returnedBefore ?? '0');
  const key = sold.isZero() ? 'returnNotSold' : before.isZero() ? 'returnExceedsSold' : 'returnExceeds';
  return t(`refusals.${key}`, {
    line,
    entity: problem.entity,
    unit,
    returned: qty(problem.returned),
    sold: qty(problem.sold),
    before: qty(problem.returnedBefore),
  });
}

/** The figures a refusal carries, said in words (a stock shortage, a refused line of a return), or null. */
export function detailWords(t: TFunction, facts: FailureFacts): string | null {
  if (facts.serviceCode === 'RETURN_EXCEEDS_BASIS' || facts.serviceCode === 'UNIT_COST_REQUIRED') return returnLineWords(t, facts);
  if (facts.serviceCode !== 'NOT_ENOUGH_STOCK') return null;
  const shortage = shortageOf(facts.message);
  if (!shortage) return null;
  return t('errors.shortage', {
    missing: formatQtyUk(shortage.missing),
    unit: shortage.unit || t('errors.pieces'),
    entity: shortage.entity,
    store: shortage.store,
    date: /^\d{4}-\d{2}-\d{2}$/.test(shortage.date) ? formatDateUk(shortage.date) : shortage.date,
  });
}

/** The sentence for a failure: the service's code, else the core's kind, else a general one; then its figures. */
export function errorWords(t: TFunction, exists: (key: string) => boolean, facts: FailureFacts): string {
  const serviceKey = serviceKeyOf(facts.serviceCode, exists);
  const reasonKey = facts.reason ? `errors.${facts.reason}` : null;
  const coreKey = reasonKey && exists(reasonKey) ? reasonKey : `errors.${facts.code}`;
  const text = serviceKey ? t(serviceKey, refusalParams(facts)) : exists(coreKey) ? t(coreKey) : t('errors.generic');
  const detail = detailWords(t, facts);
  return detail ? `${text} ${detail}` : text;
}
