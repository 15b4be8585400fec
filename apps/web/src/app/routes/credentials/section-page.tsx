import { PROFILE_SECTIONS, type ProfileSection } from '@acorn/contracts';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NotFoundState } from '../../../components/not-found-state';
import { paths } from '../../../config/paths';
import { useSignedInUser } from '../../../features/accounts';
import { usePageTitle } from '../../../features/app-config';
import { SectionList } from '../../../features/credentials';

const isSection = (value: string | undefined): value is ProfileSection =>
  PROFILE_SECTIONS.some((section) => section === value);

/** /credentials/{section}: the generic section list page (spec §2) of an advisor's education or experience. */
export function SectionPage() {
  const { t } = useTranslation('credentials');
  const { section } = useParams();
  const user = useSignedInUser();
  const known = isSection(section);
  usePageTitle(known ? t(`sections.${section}.title`) : undefined);
  if (!known) return <NotFoundState />;
  return (
    <Container size="md">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Title order={1}>{t(`sections.${section}.title`)}</Title>
            <Text c="dimmed">{t(`sections.${section}.intro`)}</Text>
          </Stack>
          <Button
            component={Link}
            to={paths.advisor(user.id)}
            variant="subtle"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            {t('backToProfile')}
          </Button>
        </Group>
        <SectionList section={section} />
      </Stack>
    </Container>
  );
}
