import {
  DEFAULT_LANGUAGE,
  errorResponseSchema,
  type InvoiceListResponse,
  invoiceListResponseSchema,
  LANGUAGE_STORAGE_KEY,
} from '@acorn/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { sessionStore } from '../../../lib/session';
import { billingQueryOptions } from './billing';

const INVOICES_PER_PAGE = 10;

const getInvoices = (page: number): Promise<InvoiceListResponse> =>
  apiRequest('/api/invoices', {
    query: { page, perPage: INVOICES_PER_PAGE },
    schema: invoiceListResponseSchema,
  });

const invoicesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['payments', 'invoices', page],
    queryFn: () => getInvoices(page),
    placeholderData: keepPreviousData,
  });

export const useInvoices = (page: number) => useQuery(invoicesQueryOptions(page));

/** The page of invoices an address such as /invoices?page=2 shows. */
export const invoicePageFrom = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
};

/** Starts loading the page of invoices an address's query (`search`) asks for, before the list renders. */
export const prefetchInvoices = (search: string) =>
  queryClient.prefetchQuery(invoicesQueryOptions(invoicePageFrom(new URLSearchParams(search).get('page'))));

/** /billing asks for the plan and the invoices at once. */
export const prefetchBilling = (search: string) =>
  Promise.all([queryClient.prefetchQuery(billingQueryOptions()), prefetchInvoices(search)]);

/** The file name a Content-Disposition header gives, if any. */
function attachmentName(header: string | null): string | undefined {
  if (!header) return undefined;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (encoded?.[1]) return decodeURIComponent(encoded[1]);
  return /filename="?([^";]+)"?/i.exec(header)?.[1];
}

/**
 * GET the invoice's PDF with the bearer token (a plain link cannot send it) and hand it to the
 * browser as a download.
 */
export async function downloadInvoice(downloadUrl: string, fallbackName: string): Promise<void> {
  const headers: Record<string, string> = {
    Accept: 'application/pdf',
    'Accept-Language': localStorage.getItem(LANGUAGE_STORAGE_KEY) ?? DEFAULT_LANGUAGE,
  };
  const { token } = sessionStore.get();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(downloadUrl, { headers });
  } catch {
    throw new ApiError({ status: 0, code: 'network_error', message: 'Network error' });
  }
  if (!response.ok) {
    const parsed = errorResponseSchema.safeParse(await response.json().catch(() => undefined));
    if (parsed.success) throw new ApiError({ status: response.status, ...parsed.data });
    throw new ApiError({
      status: response.status,
      code: `http_${response.status}`,
      message: response.statusText,
    });
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = attachmentName(response.headers.get('content-disposition')) ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the blob goes.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
