/** Every console query lives under ['admin']: an operator action refreshes what it may have changed. */
export const adminKeys = {
  all: ['admin'] as const,
  users: (filters?: object) => (filters ? ['admin', 'users', filters] : ['admin', 'users']),
  user: (id: number) => ['admin', 'user', id],
  paymentRequests: (filters?: object) =>
    filters ? ['admin', 'payment-requests', filters] : ['admin', 'payment-requests'],
  bankTransfers: (page?: number) => (page ? ['admin', 'bank-transfers', page] : ['admin', 'bank-transfers']),
  failedMail: (page?: number) => (page ? ['admin', 'failed-mail', page] : ['admin', 'failed-mail']),
  invitations: (page?: number) => (page ? ['admin', 'invitations', page] : ['admin', 'invitations']),
  content: (filters?: object) => (filters ? ['admin', 'content', filters] : ['admin', 'content']),
  credentials: (filters?: object) => (filters ? ['admin', 'credentials', filters] : ['admin', 'credentials']),
  reports: (filters?: object) => (filters ? ['admin', 'reports', filters] : ['admin', 'reports']),
  auditLog: (filters?: object) => (filters ? ['admin', 'audit-log', filters] : ['admin', 'audit-log']),
  packages: () => ['admin', 'packages'],
};

/** Drops empty filter values, so the URL and the query carry only what narrows the list. */
export function compactQuery<T extends Record<string, string | number | undefined>>(
  query: T,
): Record<string, string | number> {
  const result: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') result[key] = value;
  }
  return result;
}
