import { Anchor, Group } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The way between the market to browse and the member's own items, at the top right of each. */
export function MarketPageLink({ to, label }: { to: string; label: string }) {
  return (
    <Group justify="flex-end" mt={-8}>
      <Anchor component={Link} to={to} size="sm" fw={600}>
        <Group gap={4} wrap="nowrap">
          {label}
          <IconArrowRight size={14} aria-hidden />
        </Group>
      </Anchor>
    </Group>
  );
}
