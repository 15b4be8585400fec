/** The 20 LOG market on the web: its entities for the form engine, the browse, the detail and the owner's list. */
export { MARKET_ROUTE_TYPES, marketApi, marketTypeOfRoute } from './api/market';
export { MarketBrowse } from './components/market-browse';
export { MarketItemDetail } from './components/market-item-detail';
export { OwnMarketItems } from './components/own-market-items';
