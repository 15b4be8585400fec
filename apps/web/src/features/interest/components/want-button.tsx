import type { WantableType } from '@acorn/contracts';
import { Button } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text';
import { useNotice } from '../../../lib/use-notice';
import { useToggleWant } from '../api/interest';

export interface WantButtonProps {
  itemType: WantableType;
  itemId: number;
  /** Whether the caller wants the item now (the feed card's `wanted`). */
  wanted: boolean;
  /** A giveaway with no samples left cannot be wanted (spec §4). */
  disabled?: boolean;
  /** Whether the caller wants it is still being asked: the button holds its place, inert. */
  loading?: boolean;
}

/**
 * Want on another's item: a toggle that shows the new state at once and goes back, with a notice
 * in the words of the refusal, when the server refuses it.
 */
export function WantButton({ itemType, itemId, wanted, disabled = false, loading = false }: WantButtonProps) {
  const { t } = useTranslation('interest');
  const errorText = useErrorText();
  const notice = useNotice();
  const toggle = useToggleWant();
  const [current, setCurrent] = useState(wanted);
  // The list read again after a change is the truth from then on.
  useEffect(() => setCurrent(wanted), [wanted]);

  const click = () => {
    const next = !current;
    setCurrent(next);
    toggle.mutate(
      { itemType, itemId, wanted: next },
      {
        onError: (error) => {
          setCurrent(!next);
          notice({ color: 'red', title: t('want.failedTitle'), message: errorText(error) });
        },
      },
    );
  };

  return (
    <Button
      variant={current ? 'filled' : 'light'}
      aria-pressed={current}
      disabled={disabled}
      loading={loading}
      onClick={click}
      leftSection={current ? <IconHeartFilled size={16} aria-hidden /> : <IconHeart size={16} aria-hidden />}
    >
      {current ? t('want.wanted') : t('want.label')}
    </Button>
  );
}
