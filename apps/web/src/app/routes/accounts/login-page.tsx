import { Box, Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconArrowRight,
  IconAward,
  IconBuildingStore,
  IconUsersGroup,
  type TablerIcon,
} from '@tabler/icons-react';
import { lazy, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { RenderWhenNear } from '../../../components/render-when-near';
import { SessionEndedNotice } from '../../../components/session-ended-notice';
import { paths } from '../../../config/paths';
import { LoginForm, SocialSignInButtons } from '../../../features/accounts';
import { usePageTitle } from '../../../features/app-config';
import { localizedField } from '../../../lib/localized-field';
import { loadQueryClient } from '../../../lib/query-client-slot';
import { RETURN_TO_PARAM, safeReturnTo } from '../../../lib/return-to';
import { useLanguage } from '../../../lib/use-language';
import classes from './login-page.module.css';

// The tiers' list is the page's only query: its code and the query client's load when it nears.
const PackageList = lazy(() =>
  Promise.all([import('../../../features/packages/components/package-list'), loadQueryClient()]).then(
    ([module]) => ({ default: module.PackageList }),
  ),
);

const POINTS: Array<{ key: string; icon: TablerIcon }> = [
  { key: 'market', icon: IconBuildingStore },
  { key: 'credentials', icon: IconAward },
  { key: 'advisors', icon: IconUsersGroup },
];

/** `/`: sign in beside what the product offers, then the membership tiers. Guest-only. */
export function LoginPage() {
  const { t } = useTranslation('accounts');
  const [params] = useSearchParams();
  const refCode = params.get('ref') ?? undefined;
  // A shared link or a private page sent the visitor here: back there once signed in.
  const returnTo = safeReturnTo(params.get(RETURN_TO_PARAM));
  const signInTitleId = useId();
  const plansTitleId = useId();
  const language = useLanguage();
  usePageTitle(t('login.documentTitle'));

  return (
    <Container size="xl">
      <Stack gap={56}>
        <div className={classes.hero}>
          <Stack gap="md" className={classes.intro}>
            <Text c="acorn.8" fw={700} tt="uppercase" fz="sm" lts="0.08em">
              {t('login.pitch.eyebrow')}
            </Text>
            <Title order={1} className={classes.title}>
              {t('login.pitch.title')}
            </Title>
            <Text fz="lg" maw={620}>
              {t('login.pitch.text')}
            </Text>
          </Stack>

          <Paper
            component="section"
            aria-labelledby={signInTitleId}
            className={classes.card}
            withBorder
            shadow="md"
            radius="lg"
            p={{ base: 'lg', sm: 'xl' }}
          >
            <Stack gap="lg">
              <Stack gap={4}>
                <Title order={2} id={signInTitleId} fz={26}>
                  {t('login.title')}
                </Title>
                <Text c="dimmed" size="sm">
                  {t('login.subtitle')}
                </Text>
              </Stack>
              <SessionEndedNotice />
              <LoginForm refCode={refCode} returnTo={returnTo} />
              <SocialSignInButtons
                intent={() => ({ kind: 'login', returnTo: returnTo ?? undefined })}
                dividerLabel={t('social.orSignInWith')}
              />
            </Stack>
          </Paper>

          <ul className={classes.points}>
            {POINTS.map(({ key, icon: Icon }) => (
              <Group component="li" key={key} gap="md" wrap="nowrap" align="flex-start">
                <ThemeIcon size={40} radius="md" variant="light" color="forest">
                  <Icon size={22} aria-hidden />
                </ThemeIcon>
                <div>
                  <Text fw={700}>{t(`login.pitch.points.${key}.title`)}</Text>
                  <Text size="sm" c="dimmed">
                    {t(`login.pitch.points.${key}.text`)}
                  </Text>
                </div>
              </Group>
            ))}
          </ul>
        </div>

        <Box component="section" aria-labelledby={plansTitleId}>
          <Group justify="space-between" align="flex-end" mb="lg" gap="md">
            <Stack gap={4}>
              <Title order={2} id={plansTitleId}>
                {t('login.plans.title')}
              </Title>
              <Text c="dimmed">{t('login.plans.subtitle')}</Text>
            </Stack>
            <Button
              component={Link}
              to={paths.createAccount({ ref: refCode })}
              variant="light"
              rightSection={<IconArrowRight size={18} aria-hidden />}
            >
              {t('login.plans.cta')}
            </Button>
          </Group>
          <RenderWhenNear minHeight={320}>
            <PackageList
              headingOrder={3}
              renderAction={(item) => (
                <Button
                  component={Link}
                  to={paths.createAccount({ subscription: item.id, ref: refCode })}
                  variant="light"
                  fullWidth
                >
                  {t('login.plans.choose', { name: localizedField(item, 'name', language) })}
                </Button>
              )}
            />
          </RenderWhenNear>
        </Box>
      </Stack>
    </Container>
  );
}
