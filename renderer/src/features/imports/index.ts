/** The import of directories from xlsx/csv, shown on the directories screen; its column mapping and file reading serve the bank statement screen too. */
export { ImportPanel } from './ImportPanel.js';
export { ColumnMappingTable } from './ColumnMappingTable.js';
export { readCsv, readXlsx } from './read-table.js';
export { EncodingSelect } from './EncodingSelect.js';
