import type { Store } from '../store/open-store.js';

/** Fills an empty store with the demo company; a store that already has documents is left alone. */
export async function seedDemoCompany(store: Store): Promise<void> {
  void store;
}
