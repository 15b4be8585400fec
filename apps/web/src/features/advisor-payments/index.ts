/** Advisors' payment requests: their list, filter, form and table, and how their periods are named. */
export {
  EMPTY_FILTER,
  type PaymentRequestFilterValues,
  usePaymentRequests,
} from './api/list-payment-requests';
export { PaymentRequestFilter } from './components/payment-request-filter';
export { PaymentRequestForm } from './components/payment-request-form';
export { PaymentRequestTable } from './components/payment-request-table';
export { formatPeriod, MONTHS, monthName, yearChoices } from './lib/periods';
