import { join } from 'node:path';
import { DATA_DIR } from '../playwright.config';

/**
 * A file beside the run's server data (fresh each run): what every worker of the run must share,
 * a worker started again after a failed journey included.
 */
export const runDataFile = (name: string): string => join(import.meta.dirname, '..', DATA_DIR, name);
