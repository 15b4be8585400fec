import type { PublicCompanyPreview } from '@acorn/contracts';
import { Anchor, Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { useBrandName } from '../../app-config';
import { CompanyLogo, PreviewFrame, PreviewSection, WRAPPING_BADGE } from './preview-parts';

/** A shared company as a visitor sees it: its own face, what it does and what it published. */
export function CompanyPreview({ company }: { company: PublicCompanyPreview }) {
  const { t } = useTranslation('share');
  const brand = useBrandName();
  const { certificates, awards } = company.credentials;
  return (
    <PreviewFrame>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Group gap="lg" align="flex-start" wrap="nowrap">
            <CompanyLogo name={company.name} logo={company.logo} size={88} />
            <Stack gap={6} miw={0}>
              <Text c="acorn.8" fw={700} tt="uppercase" fz="xs" lts="0.08em">
                {t('company.eyebrow', { brand })}
              </Text>
              <Title order={1} fz={{ base: 24, sm: 32 }} style={{ overflowWrap: 'anywhere' }}>
                {company.name}
              </Title>
              {company.headline && <Text fz={{ base: 'md', sm: 'lg' }}>{company.headline}</Text>}
              <Group gap="xs">
                {company.sector && (
                  <Badge styles={WRAPPING_BADGE} variant="light">
                    {company.sector.name}
                  </Badge>
                )}
                {company.country && (
                  <Badge styles={WRAPPING_BADGE} variant="light" color="acorn">
                    {company.country.name}
                  </Badge>
                )}
              </Group>
              <Text size="sm" c="dimmed">
                {t('company.memberSince', { date: formatDate(company.member_since) })}
              </Text>
            </Stack>
          </Group>

          {company.about && (
            <PreviewSection title={t('company.about')}>
              <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{company.about}</Text>
            </PreviewSection>
          )}

          {company.services.length > 0 && (
            <PreviewSection title={t('company.services')}>
              <Group gap="xs">
                {company.services.map((service) => (
                  <Badge styles={WRAPPING_BADGE} key={service.id} variant="outline" tt="none">
                    {service.name}
                  </Badge>
                ))}
              </Group>
            </PreviewSection>
          )}

          <PreviewSection title={t('company.credentials')}>
            {certificates + awards === 0 ? (
              <Text c="dimmed">{t('company.noCredentials')}</Text>
            ) : (
              <List>
                {certificates > 0 && (
                  <List.Item>{t('company.certificates', { count: certificates })}</List.Item>
                )}
                {awards > 0 && <List.Item>{t('company.awards', { count: awards })}</List.Item>}
              </List>
            )}
          </PreviewSection>

          <PreviewSection title={t('company.items', { brand })}>
            {company.items.length === 0 ? (
              <Text c="dimmed">{t('company.noItems')}</Text>
            ) : (
              <List spacing={6}>
                {company.items.map((item) => (
                  <List.Item key={`${item.type}-${item.id}`}>
                    <Text span size="sm" c="dimmed">
                      {t(`content.types.${item.type}`)}
                    </Text>{' '}
                    <Anchor
                      component={Link}
                      to={paths.item(item.type, item.id)}
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {item.title}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            )}
          </PreviewSection>
        </Stack>
      </Paper>
    </PreviewFrame>
  );
}
