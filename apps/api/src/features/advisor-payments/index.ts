export { advisorPaymentsRoutes } from './advisor-payments.routes';
