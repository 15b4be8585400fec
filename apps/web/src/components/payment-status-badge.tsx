import type { PaymentRequestStatus } from '@acorn/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Text shades dark enough for small bold text on the light badge background (WCAG AA). */
const COLORS: Record<PaymentRequestStatus, { color: string; text: string }> = {
  Submitted: { color: 'blue', text: 'blue.9' },
  Approved: { color: 'acorn', text: 'acorn.8' },
  Paid: { color: 'forest', text: 'forest.8' },
};

/** Submitted, Approved or Paid, in the interface language (advisor payment requests). */
export function PaymentStatusBadge({ status }: { status: PaymentRequestStatus }) {
  const { t } = useTranslation('advisor-payments');
  const { color, text } = COLORS[status];
  return (
    <Badge
      variant="light"
      color={color}
      c={text}
      radius="sm"
      tt="none"
      fz="sm"
      styles={{ root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible' } }}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}
