import { Anchor, Text, type TextProps } from '@mantine/core';
import { useState } from 'react';

/** Cuts at the last space before `limit`, so no word is split. */
export function truncate(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * A text shown up to `limit` characters with 'view more' / 'view less' (content-community §2 and §9:
 * 80 for an owner's description, 180 or 580 for a card, 200 for a review).
 */
export function TruncatedText({
  text,
  limit,
  moreLabel,
  lessLabel,
  ...textProps
}: { text: string; limit: number; moreLabel: string; lessLabel: string } & TextProps) {
  const [open, setOpen] = useState(false);
  const long = text.length > limit;
  return (
    <Text {...textProps} style={{ overflowWrap: 'anywhere' }}>
      {open || !long ? text : truncate(text, limit)}
      {long && (
        <>
          {' '}
          <Anchor
            component="button"
            type="button"
            fz="inherit"
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
          >
            {open ? lessLabel : moreLabel}
          </Anchor>
        </>
      )}
    </Text>
  );
}
