import type { Feature } from '@acorn/contracts';
import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../app-config';
import { FeatureGate } from './feature-gate';

/** A content page of a tier feature: its title (also the document's) and intro above its content. */
export function ContentPage({
  feature,
  visitors,
  title,
  intro,
  children,
}: {
  feature: Feature;
  /** Signed-out visitors read it too. */
  visitors?: boolean;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Container size="md">
      <FeatureGate feature={feature} visitors={visitors}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1}>{title}</Title>
            {intro && <Text c="dimmed">{intro}</Text>}
          </Stack>
          {children}
        </Stack>
      </FeatureGate>
    </Container>
  );
}
