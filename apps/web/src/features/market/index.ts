/** The 20 LOG market on the web: the type's descriptor and the detail the operators' queue shows. */

export { MarketItemDetail } from './components/market-item-detail';
export { marketType } from './content-type';
