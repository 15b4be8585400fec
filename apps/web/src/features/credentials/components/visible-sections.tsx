import type { Education, Expertise } from '@acorn/contracts';
import { Avatar, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBriefcase, IconSchool } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/error-state';
import { TruncatedText } from '../../../components/truncated-text';
import { formatDay } from '../../../lib/format';
import { useOptionLabels } from '../../../lib/reference-lists';
import { useTranslation } from '../../../lib/use-translation';
import { advisorSectionQuery } from '../api/sections';

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

function SectionCard({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Group gap="xs">
          <ThemeIcon variant="light" color="acorn" radius="xl">
            {icon}
          </ThemeIcon>
          <Title order={2} fz="lg">
            {title}
          </Title>
        </Group>
        {children}
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
export function ExperienceList({ advisorId }: { advisorId: number }) {
  const { t } = useTranslation('credentials');
  const jobs = useQuery(advisorSectionQuery('expertise', advisorId));
  return (
    <SectionCard title={t('sections.expertise.title')} icon={<IconBriefcase size={18} aria-hidden />}>
      {jobs.isError ? (
        <ErrorState error={jobs.error} onRetry={() => void jobs.refetch()} />
      ) : !jobs.data ? (
        <Skeleton height={80} aria-hidden />
      ) : jobs.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('sections.expertise.none')}
        </Text>
      ) : (
        <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {jobs.data.map((job) => (
            <Job key={job.id} job={job} />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

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
export function EducationList({ advisorId }: { advisorId: number }) {
  const { t } = useTranslation('credentials');
  const studies = useQuery(advisorSectionQuery('education', advisorId));
  return (
    <SectionCard title={t('sections.education.title')} icon={<IconSchool size={18} aria-hidden />}>
      {studies.isError ? (
        <ErrorState error={studies.error} onRetry={() => void studies.refetch()} />
      ) : !studies.data ? (
        <Skeleton height={80} aria-hidden />
      ) : studies.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('sections.education.none')}
        </Text>
      ) : (
        <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {studies.data.map((education) => (
            <Study key={education.id} education={education} />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
