import type { MarketType } from '@acorn/contracts';

/**
 * The market's entities for the form engine, each loaded with its form; this file imports no
 * code, so it adds none to the chunk that reads it.
 */
export const loadMarketEntity = (type: MarketType) => import('./entities').then((m) => m.marketEntity(type));
