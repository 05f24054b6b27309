/** What the app uses of the company feature: its settings screen. */
export { CompanySettingsScreen } from './CompanySettingsScreen.js';
