import type { Page } from '@playwright/test';
import type { DesktopApi } from '../../../shared/ipc/bridge-contract.js';

/** The central store of the demo company, which holds the goods the specs sell. */
export const CENTRAL = 'Центральний склад';
/** The demo customer the specs sell to. */
export const CUSTOMER = 'ТОВ «Кав’ярня «Зерно»»';

const pad = (n: number) => String(n).padStart(2, '0');

/** A day relative to today as the app writes it: `22.11.2026`. */
export function ukDay(offsetDays = 0): string {
  const day = new Date();
  day.setDate(day.getDate() + offsetDays);
  return `${pad(day.getDate())}.${pad(day.getMonth() + 1)}.${day.getFullYear()}`;
}

/** The page's bridge, as the preload or the browser host's page script exposes it (typed by the shared contract). */
type Api = Pick<DesktopApi, 'reports.warehouseBalance' | 'entities.index'>;

/** What the service's warehouse balance says about one item in the central store. */
export async function balanceOf(page: Page, itemName: string): Promise<number> {
  return page.evaluate(
    async ({ item, store }) => {
      const api = (window as unknown as { desktop: Api }).desktop;
      const reply = await api['reports.warehouseBalance']({});
      return reply.data.rows.filter((row) => row.store.name === store && row.entity.name === item).reduce((sum, row) => sum + row.qty, 0);
    },
    { item: itemName, store: CENTRAL },
  );
}

/** The article and barcode of demo entities by name, as the directory holds them (the demo generates them). */
export async function entityCodes(page: Page, names: string[]): Promise<Record<string, { article: string; barcode: string }>> {
  return page.evaluate(async (wanted) => {
    const api = (window as unknown as { desktop: Api }).desktop;
    const found: Record<string, { article: string; barcode: string }> = {};
    for (let offset = 0; offset < 2_000 && Object.keys(found).length < wanted.length; offset += 20) {
      const page = await api['entities.index']({ pageSize: 20, offset });
      for (const e of page.data) if (wanted.includes(e.name)) found[e.name] = { article: e.article ?? '', barcode: e.barcode ?? '' };
      if (page.data.length < 20) break;
    }
    return found;
  }, names);
}

/** Some demo item that has a barcode (the demo gives barcodes to some items only). */
export async function entityWithBarcode(page: Page): Promise<{ name: string; barcode: string }> {
  return page.evaluate(async () => {
    const api = (window as unknown as { desktop: Api }).desktop;
    for (let offset = 0; offset < 2_000; offset += 20) {
      const page = await api['entities.index']({ pageSize: 20, offset });
      const hit = page.data.find((e) => e.kind === 'goods' && e.barcode);
      if (hit) return { name: hit.name, barcode: hit.barcode ?? '' };
      if (page.data.length < 20) break;
    }
    throw new Error('the demo has no item with a barcode');
  });
}
