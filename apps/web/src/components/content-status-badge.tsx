import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The spec's status lookup (content-community §3, Content status display): 'approved' reads as
 * published; text shades dark enough for small bold text on the light background (WCAG AA).
 */
const STATUSES: Record<string, { label: string; color: string; text: string }> = {
  published: { label: 'published', color: 'forest', text: 'forest.8' },
  approved: { label: 'published', color: 'forest', text: 'forest.8' },
  pending: { label: 'pending', color: 'yellow', text: 'dark.7' },
  denied: { label: 'denied', color: 'red', text: 'red.9' },
  expired: { label: 'expired', color: 'gray', text: 'gray.8' },
  draft: { label: 'draft', color: 'blue', text: 'blue.9' },
};

/** A content item's status in the interface language; nothing for a status it does not know. */
export function ContentStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('content');
  const shown = STATUSES[status];
  if (!shown) return null;
  return (
    <Badge variant="light" color={shown.color} c={shown.text} radius="sm" tt="none" fz="sm">
      {t(`status.${shown.label}`)}
    </Badge>
  );
}
