import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { AcornMark } from '../../components/acorn-mark';
import { paths } from '../../config/paths';
import { useBrandName } from '../../features/app-config';
import classes from './site-shell.module.css';

/** The logo: mark and wordmark, linking to the feed (guests are sent on to the home page). */
export function BrandLink() {
  const brandName = useBrandName();
  return (
    <UnstyledButton
      component={Link}
      to={paths.feed()}
      px={4}
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Group gap={8} wrap="nowrap">
        <AcornMark size={32} />
        <Text
          component="span"
          className={classes.wordmark}
          fw={800}
          fz="xl"
          c="forest.8"
          lh={1}
          style={{ letterSpacing: '-0.02em' }}
        >
          {brandName}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
