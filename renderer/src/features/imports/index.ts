/** The import of directories from xlsx/csv, shown on the directories screen. */
export { ImportPanel } from './ImportPanel.js';
