import type { PublicContentPreview } from '@acorn/contracts';
import { Anchor, Badge, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDate, formatDay } from '../../../lib/format';
import { CompanyLogo, PreviewFrame, PreviewSection, WRAPPING_BADGE } from './preview-parts';

/** A shared item as a visitor sees it: its title, a few lines, where it applies and who shares it. */
export function ContentPreview({ item }: { item: PublicContentPreview }) {
  const { t } = useTranslation('share');
  const { owner } = item;
  return (
    <PreviewFrame>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          {item.image && (
            // The space is kept while the picture loads: nothing below it moves.
            <Image src={item.image} alt="" radius="md" h={{ base: 180, sm: 260 }} fit="cover" />
          )}
          <Stack gap={6}>
            <Text c="acorn.8" fw={700} tt="uppercase" fz="xs" lts="0.08em">
              {t(`content.types.${item.type}`)}
            </Text>
            <Title order={1} fz={{ base: 24, sm: 32 }} style={{ overflowWrap: 'anywhere' }}>
              {item.title}
            </Title>
            <Group gap="md">
              <Text size="sm" c="dimmed">
                {t('content.published', { date: formatDate(item.published_at) })}
              </Text>
              {item.deadline && (
                <Text size="sm" c="dimmed">
                  {t('content.deadline', { date: formatDay(item.deadline) })}
                </Text>
              )}
            </Group>
          </Stack>

          {owner && (
            <Group gap="sm" wrap="nowrap">
              <CompanyLogo name={owner.name} logo={owner.logo} size={40} />
              <Anchor
                component={Link}
                to={paths.company(owner.id)}
                fw={600}
                style={{ overflowWrap: 'anywhere' }}
              >
                {t('content.by', { name: owner.name })}
              </Anchor>
            </Group>
          )}

          {item.summary && <Text style={{ overflowWrap: 'anywhere' }}>{item.summary}</Text>}

          {item.sectors.length > 0 && (
            <PreviewSection title={t('content.sectors')}>
              <Group gap="xs">
                {item.sectors.map((sector) => (
                  <Badge styles={WRAPPING_BADGE} key={sector.id} variant="light" tt="none">
                    {sector.name}
                  </Badge>
                ))}
              </Group>
            </PreviewSection>
          )}
          {item.countries.length > 0 && (
            <PreviewSection title={t('content.countries')}>
              <Group gap="xs">
                {item.countries.map((country) => (
                  <Badge styles={WRAPPING_BADGE} key={country.id} variant="light" color="acorn" tt="none">
                    {country.name}
                  </Badge>
                ))}
              </Group>
            </PreviewSection>
          )}
          <Text size="sm" c="dimmed">
            {t('content.more')}
          </Text>
        </Stack>
      </Paper>
    </PreviewFrame>
  );
}
