import type { LeadParty } from '@acorn/contracts';
import { Anchor, Avatar, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { initialsOf } from '../../../lib/initials';
import { partyPath } from '../lead-links';
import classes from './leads.module.css';

/** Who a lead or need comes from: logo (or initials) and name, linking to the company's page. */
export function PartyName({ party }: { party: LeadParty }) {
  const to = partyPath(party);
  return (
    <Group gap="xs" wrap="nowrap" className={classes.body}>
      <Avatar src={party.logo} alt="" radius="xl" size="md">
        {initialsOf(party.name)}
      </Avatar>
      <Text fw={600} className={classes.text}>
        {to ? (
          <Anchor component={Link} to={to} inherit>
            {party.name}
          </Anchor>
        ) : (
          party.name
        )}
      </Text>
    </Group>
  );
}
