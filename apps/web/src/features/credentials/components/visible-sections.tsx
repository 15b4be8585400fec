import type { Education, Expertise, ProfileSection } from '@acorn/contracts';
import { Avatar, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSchool, type TablerIcon } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { TruncatedText } from '../../../components/truncated-text';
import { formatDay } from '../../../lib/format';
import { useOptionLabels } from '../../../lib/reference-lists';
import { advisorSectionQuery, type SectionItem } from '../api/sections';
import { SECTION_ICONS } from '../sections';

/** Whole years between two days (spec §3: an experience item's experienceYears). */
function yearsBetween(start: string, end: string | null): number {
  const from = new Date(`${start}T00:00:00Z`);
  const to = end ? new Date(`${end}T00:00:00Z`) : new Date();
  let years = to.getUTCFullYear() - from.getUTCFullYear();
  if (
    to.getUTCMonth() < from.getUTCMonth() ||
    (to.getUTCMonth() === from.getUTCMonth() && to.getUTCDate() < from.getUTCDate())
  ) {
    years -= 1;
  }
  return Math.max(0, years);
}

/**
 * One of an advisor's sections as members read it: its heading, then a loader, the failure with a
 * retry, the words for none, or its items.
 */
function VisibleSection<Section extends ProfileSection>({
  section,
  advisorId,
  render,
}: {
  section: Section;
  advisorId: number;
  render: (item: SectionItem<Section>) => ReactNode;
}) {
  const { t } = useTranslation('credentials');
  const items = useQuery(advisorSectionQuery(section, advisorId));
  const Icon: TablerIcon = SECTION_ICONS[section];
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Group gap="xs">
          <ThemeIcon variant="light" color="acorn" radius="xl">
            <Icon size={18} aria-hidden />
          </ThemeIcon>
          <Title order={2} fz="lg">
            {t(`sections.${section}.title`)}
          </Title>
        </Group>
        {items.isError ? (
          <ErrorState error={items.error} onRetry={() => void items.refetch()} />
        ) : !items.data ? (
          <Skeleton height={80} aria-hidden />
        ) : items.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t(`sections.${section}.none`)}
          </Text>
        ) : (
          <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {items.data.map(render)}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function Job({ job }: { job: Expertise }) {
  const { t } = useTranslation('credentials');
  const years = yearsBetween(job.init_date, job.end_date);
  const range = `${formatDay(job.init_date)} – ${job.end_date ? formatDay(job.end_date) : t('present')}`;
  return (
    <Stack gap={4} component="li">
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {t('jobTitle', { position: job.position, company: job.company_name })}
      </Text>
      <Text size="sm" c="dimmed">
        {range} · {years === 0 ? t('underAYear') : t('years', { count: years })}
      </Text>
      {job.highlights && (
        <TruncatedText
          text={job.highlights}
          limit={200}
          size="sm"
          moreLabel={t('viewMore')}
          lessLabel={t('viewLess')}
        />
      )}
    </Stack>
  );
}

/** An advisor's work experience, current job first (spec §2: the profile's work-experience list). */
export const ExperienceList = ({ advisorId }: { advisorId: number }) => (
  <VisibleSection
    section="expertise"
    advisorId={advisorId}
    render={(job) => <Job key={job.id} job={job} />}
  />
);

function Study({ education }: { education: Education }) {
  const { t } = useTranslation('credentials');
  const degreeType = useOptionLabels('degree-types');
  const field = useOptionLabels('fields-of-study');
  const details = [
    education.type_of_degree && degreeType([education.type_of_degree]),
    education.field_of_study && field([education.field_of_study]),
  ].filter(Boolean);
  const dates = [education.init_date, education.end_date].filter((day): day is string => Boolean(day));
  return (
    <Group component="li" gap="md" align="flex-start" wrap="nowrap">
      <Avatar src={education.image?.url ?? null} alt="" radius="md" size={48} color="acorn">
        <IconSchool size={22} aria-hidden />
      </Avatar>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {t('studyTitle', { degree: education.degree, academy: education.academy })}
        </Text>
        {details.length > 0 && (
          <Text size="sm" c="dimmed">
            {details.join(' · ')}
          </Text>
        )}
        {dates.length > 0 && (
          <Text size="sm" c="dimmed">
            {dates.map(formatDay).join(' – ')}
          </Text>
        )}
        {education.description && (
          <TruncatedText
            text={education.description}
            limit={200}
            size="sm"
            moreLabel={t('viewMore')}
            lessLabel={t('viewLess')}
          />
        )}
      </Stack>
    </Group>
  );
}

/** An advisor's education (spec §2: advisors' credentials also show education). */
export const EducationList = ({ advisorId }: { advisorId: number }) => (
  <VisibleSection
    section="education"
    advisorId={advisorId}
    render={(education) => <Study key={education.id} education={education} />}
  />
);
