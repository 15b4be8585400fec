import { RATING_SCALE } from '@acorn/contracts';
import { Group, Input, UnstyledButton } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

const STARS = Array.from({ length: RATING_SCALE }, (_, index) => index + 1);

/**
 * A rating of 1 to 5 as a group of radio buttons drawn as stars: a click picks a star; from the
 * keyboard the arrows move the choice (the chosen star is the one tab stop), Home and End go to
 * the first and the last.
 */
export function StarRatingInput({
  label,
  value,
  onChange,
  error,
  required,
  path,
}: {
  label: string;
  /** The form's field path, so a problem of the field focuses the chosen star. */
  path?: string;
  value: number;
  onChange: (value: number) => void;
  error?: ReactNode;
  required?: boolean;
}) {
  const { t } = useTranslation('feedback');
  const labelId = useId();
  const errorId = useId();
  const stars = useRef<Array<HTMLButtonElement | null>>([]);
  const current = Math.min(Math.max(value, 1), RATING_SCALE);

  const choose = (next: number) => {
    const clamped = Math.min(Math.max(next, 1), RATING_SCALE);
    onChange(clamped);
    stars.current[clamped - 1]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowUp: current + 1,
      ArrowLeft: current - 1,
      ArrowDown: current - 1,
      Home: 1,
      End: RATING_SCALE,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
  };

  return (
    <Input.Wrapper
      labelElement="div"
      label={label}
      required={required}
      error={error}
      labelProps={{ id: labelId }}
      errorProps={{ id: errorId }}
    >
      <Group
        gap={4}
        role="radiogroup"
        data-path={path}
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        aria-required={required || undefined}
        wrap="nowrap"
        mt={4}
      >
        {STARS.map((star) => {
          const Star = star <= current ? IconStarFilled : IconStar;
          return (
            <UnstyledButton
              key={star}
              ref={(element) => {
                stars.current[star - 1] = element;
              }}
              role="radio"
              aria-checked={star === current}
              aria-label={t('rating.star', { count: star })}
              tabIndex={star === current ? 0 : -1}
              onClick={() => choose(star)}
              onKeyDown={onKeyDown}
              c={star <= current ? 'yellow.7' : 'gray.6'}
              p={4}
              style={{ borderRadius: 'var(--mantine-radius-sm)', lineHeight: 0 }}
            >
              <Star size={28} aria-hidden />
            </UnstyledButton>
          );
        })}
      </Group>
    </Input.Wrapper>
  );
}
