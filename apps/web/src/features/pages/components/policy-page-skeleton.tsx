import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const LINE_WIDTHS = ['100%', '96%', '92%', '98%', '70%', '100%', '94%', '60%'];

export function PolicyPageSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" aria-busy="true" aria-label={t('loading')} role="status">
      <Skeleton height={36} width="55%" mb="lg" />
      {LINE_WIDTHS.map((width, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed, never reordered list of placeholders
        <Skeleton key={index} height={14} width={width} />
      ))}
    </Stack>
  );
}
