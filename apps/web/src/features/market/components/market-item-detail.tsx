import type { MarketItem } from '@acorn/contracts';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Divider,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Typography,
} from '@mantine/core';
import { IconEdit, IconFileText } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentStatusBadge } from '../../../components/content-status-badge';
import { openStoredFile } from '../../../components/file-upload/upload-file';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { useReferenceChoices } from '../../../lib/reference-lists';
import { SCORING_BOARD } from '../entities';

/** What a field shows when it holds nothing or the viewer may not see it (spec §3: '-'). */
const SECURED = '-';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text component="div" size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children === null || children === undefined || children === '' || children === false
          ? SECURED
          : children}
      </Text>
    </Stack>
  );
}

/** An option list's label for a stored key, or the key while the list loads. */
function useOptionLabel(list: 'company-size' | 'revenue', key: string | null) {
  const { data } = useReferenceChoices(list);
  if (!key) return null;
  return data?.find((choice) => choice.value === key)?.label ?? key;
}

const names = (items: ReadonlyArray<{ name: string }>) =>
  items.length ? items.map((item) => item.name).join(', ') : null;

/**
 * An offer or an opportunity as members read it (content-community spec §3, Market
 * offer/opportunity): the scoring board reads Yes/No for offers and Required/Not required for
 * opportunities; the owner also sees its status, the operator's reason and Edit.
 */
export function MarketItemDetail({ item, isOwner }: { item: MarketItem; isOwner: boolean }) {
  const { t } = useTranslation(['market', 'content']);
  const size = useOptionLabel('company-size', item.target_company_size);
  const revenue = useOptionLabel('revenue', item.target_company_revenue);
  const offer = item.item_type === 'offer';
  const answer = (value: boolean) =>
    t(
      offer
        ? `content:answers.${value ? 'yes' : 'no'}`
        : `content:answers.${value ? 'required' : 'notRequired'}`,
    );

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Group gap="xs">
          <Badge variant="light" color="acorn" c="acorn.9" radius="sm" tt="none" fz="sm">
            {t(offer ? 'sides.offer' : 'sides.opportunity')}
          </Badge>
          {isOwner && <ContentStatusBadge status={item.status} />}
        </Group>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {item.title}
        </Title>
        <Text c="dimmed" size="sm">
          {t('detail.byline', {
            company: item.user.company_name ?? SECURED,
            date: formatDate(item.createdAt),
          })}
        </Text>
      </Stack>

      {isOwner && item.status === 'denied' && item.deny_reason && (
        <Alert color="red" variant="light" title={t('detail.deniedTitle')}>
          {item.deny_reason}
        </Alert>
      )}
      {isOwner && item.status === 'pending' && (
        <Alert color="yellow" variant="light">
          {t('detail.pendingNote')}
        </Alert>
      )}

      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Typography>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitizes descriptions with an allowlist before storing them (lib/sanitize) */}
            <div dangerouslySetInnerHTML={{ __html: item.description }} />
          </Typography>
          <Divider />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <Fact label={t('fields.businessService')}>{item.service?.service_name}</Fact>
            <Fact label={t('fields.closingDate')}>{item.deadline && formatDate(item.deadline)}</Fact>
            <Fact label={t('fields.targetIndustrySectors')}>{names(item.sectors)}</Fact>
            <Fact label={t('fields.targetCountries')}>{names(item.countries)}</Fact>
            <Fact label={t('fields.targetCompanySize')}>{size}</Fact>
            <Fact label={t('fields.targetCompanyRevenue')}>{revenue}</Fact>
            {offer ? (
              <Fact label={t('fields.whatBrandFamous')}>{item.what_brand_famous}</Fact>
            ) : (
              <Fact label={t('fields.need')}>{item.need}</Fact>
            )}
            <Fact label={t('fields.publicationDate')}>
              {item.opening_date && formatDate(item.opening_date)}
            </Fact>
            <Fact label={t('fields.innovationAreas')}>{item.innovation_areas}</Fact>
            <Fact label={t('fields.strengths')}>{item.strengths}</Fact>
            <Fact label={t('fields.proposalFactors')}>
              {item.proposalFactors.length > 0 && (
                <List size="sm" spacing={2}>
                  {item.proposalFactors.map((factor) => (
                    <List.Item key={factor.id}>
                      {factor.factorName}{' '}
                      <Text span c="dimmed" size="xs">
                        ({factor.factorStage})
                      </Text>
                    </List.Item>
                  ))}
                </List>
              )}
            </Fact>
          </SimpleGrid>
          <Divider />
          <Stack gap="sm">
            <Title order={2} fz="lg">
              {t(offer ? 'fields.scoringBoardOffer' : 'fields.scoringBoardOpportunity')}
            </Title>
            <SimpleGrid cols={{ base: 2, md: 3 }} spacing="sm">
              {SCORING_BOARD.map((key) => (
                <Fact key={key} label={t(`fields.${key}`)}>
                  {answer(item[key])}
                </Fact>
              ))}
            </SimpleGrid>
          </Stack>
          {item.files.length > 0 && (
            <>
              <Divider />
              <Stack gap="xs">
                <Title order={2} fz="lg">
                  {t('fields.files')}
                </Title>
                {item.files.map((file) => (
                  <Group key={file.id} gap="xs" wrap="nowrap">
                    <IconFileText size={18} aria-hidden />
                    <Anchor
                      component="button"
                      type="button"
                      size="sm"
                      ta="left"
                      style={{ overflowWrap: 'anywhere' }}
                      onClick={() => void openStoredFile(file.url).catch(() => undefined)}
                    >
                      {file.name}
                    </Anchor>
                  </Group>
                ))}
              </Stack>
            </>
          )}
        </Stack>
      </Paper>

      {isOwner && (
        <Group>
          <Button
            component={Link}
            to={paths.edit(item.item_type, item.id)}
            variant="light"
            leftSection={<IconEdit size={16} aria-hidden />}
          >
            {t('content:actions.edit')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
