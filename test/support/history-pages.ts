import { HistoryRecord } from '../../shared/api/index.js';
import type { ApiClient } from './test-service.js';

/**
 * Every history record of yesterday, today and tomorrow (UTC, so a run across midnight still finds
 * today's), as `client`'s token may see them, page by page, with the total count the service gave.
 */
export async function historyAroundToday(client: ApiClient): Promise<{ records: HistoryRecord[]; totalCount: number }> {
  const day = (shift: number) => new Date(Date.now() + shift * 86_400_000).toISOString().slice(0, 10);
  const records: HistoryRecord[] = [];
  for (let offset = 0; ; offset += 100) {
    const reply = await client.get('/history/', { from: day(-1), to: day(1), pageSize: 100, offset });
    const page = HistoryRecord.array().parse(reply.body.data);
    records.push(...page);
    if (page.length < 100) return { records, totalCount: reply.body.totalCount ?? 0 };
  }
}
