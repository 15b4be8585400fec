/**
 * The invoices' prefetch for the billing and invoices routes' loaders, its code loaded by the first
 * call; this file imports no code, so it adds none to the chunk that reads it.
 */
export const prefetchBilling = (url: URL) => import('./api/invoices').then((m) => m.prefetchBilling(url));
export const prefetchInvoices = (url: URL) => import('./api/invoices').then((m) => m.prefetchInvoices(url));
