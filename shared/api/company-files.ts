/** How a local company's file ends: one SQLite database holds the whole company. */
export const COMPANY_FILE_EXTENSION = '.oblik';

/** How a company backup file ends: the company file as SQLite's online backup wrote it, gzipped. */
export const BACKUP_EXTENSION = '.oblik-backup.gz';
