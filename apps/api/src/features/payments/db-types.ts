import type { Db } from '@acorn/db';

/** The handle a transaction callback receives; services that must run inside one take it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
