import type { Sampling } from '@acorn/contracts';
import { Button } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResultDialog } from '../../../components/result-dialog';
import { useErrorText } from '../../../lib/error-text';
import { reloadSamplings, useApplyForSampling } from '../api/samplings';

/** What Want needs of a giveaway as its own calls answer it. */
export const wantOf = (item: Sampling) => ({
  id: item.id,
  title: item.title,
  ownerId: item.user.id,
  applied: item.applied,
  samplesLeft: item.noAvailableOffers,
});

/**
 * Want on a giveaway: applies for one of its samples. Disabled once applied, when none is left
 * (spec §4) and on one's own giveaway; the outcome shows in the spec's dialogs, whose close
 * reloads the giveaways.
 */
export function SamplingWant({
  item,
  viewerId,
}: {
  item: { id: number; title: string; ownerId: number; applied: boolean; samplesLeft: number };
  viewerId: number;
}) {
  const { t } = useTranslation('samplings');
  const apply = useApplyForSampling();
  const errorText = useErrorText();
  const [result, setResult] = useState<{ kind: 'success' | 'error'; message: string } | null>(null);
  if (item.ownerId === viewerId) return null;
  const soldOut = item.samplesLeft <= 0;
  const label = item.applied ? t('want.done') : soldOut ? t('want.soldOut') : t('want.label');
  const want = () =>
    apply.mutate(item.id, {
      onSuccess: () => setResult({ kind: 'success', message: t('want.applied') }),
      onError: (error) => setResult({ kind: 'error', message: errorText(error) }),
    });
  return (
    <>
      <Button
        onClick={want}
        loading={apply.isPending}
        disabled={item.applied || soldOut}
        leftSection={<IconGift size={16} aria-hidden />}
        aria-label={t('want.named', { action: label, title: item.title })}
      >
        {label}
      </Button>
      <ResultDialog
        result={result}
        onClose={() => {
          setResult(null);
          void reloadSamplings();
        }}
      />
    </>
  );
}
