import { seedDemoTemplate } from './demo-template.js';

/** Runs once before the e2e suite: the demo company every browser host starts on; removed afterwards. */
export default async function globalSetup(): Promise<() => void> {
  return seedDemoTemplate();
}
