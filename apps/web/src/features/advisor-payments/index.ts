/** How advisors' payment periods are named and chosen, shared with the console's queue. */
export { formatPeriod, MONTHS, monthName, yearChoices } from './lib/periods';
