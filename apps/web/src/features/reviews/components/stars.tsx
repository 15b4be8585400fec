import { RATING_SCALE } from '@acorn/contracts';
import { Group } from '@mantine/core';
import { IconStar, IconStarFilled, IconStarHalfFilled } from '@tabler/icons-react';

/** The stars' places, 1 to 5. */
const STAR_POSITIONS = Array.from({ length: RATING_SCALE }, (_, index) => index + 1);

/** Five stars for a score out of five, to the half star; named by `label` for screen readers. */
export function Stars({ value, label, size = 16 }: { value: number; label: string; size?: number }) {
  const halves = Math.round(value * 2);
  return (
    <Group gap={2} role="img" aria-label={label} wrap="nowrap" c="yellow.7">
      {STAR_POSITIONS.map((position) => {
        const Star =
          halves >= position * 2
            ? IconStarFilled
            : halves === position * 2 - 1
              ? IconStarHalfFilled
              : IconStar;
        return <Star key={position} size={size} aria-hidden />;
      })}
    </Group>
  );
}
