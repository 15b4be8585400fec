import { POLICY_PAGES } from '@acorn/contracts';
import { ActionIcon, Anchor, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandX,
  IconBrandYoutube,
  IconMail,
  type TablerIcon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AcornMark } from '../../components/acorn-mark';
import { paths } from '../../config/paths';
import { useAppConfig, useBrandName } from '../../features/app-config';
import { postPaths } from '../../features/posts';
import classes from './site-footer.module.css';

type SocialNetwork = 'linkedin' | 'facebook' | 'youtube' | 'twitter' | 'instagram';

const SOCIAL_NETWORKS: Array<{ key: SocialNetwork; name: string; icon: TablerIcon }> = [
  { key: 'linkedin', name: 'LinkedIn', icon: IconBrandLinkedin },
  { key: 'facebook', name: 'Facebook', icon: IconBrandFacebook },
  { key: 'youtube', name: 'YouTube', icon: IconBrandYoutube },
  { key: 'twitter', name: 'Twitter', icon: IconBrandX },
  { key: 'instagram', name: 'Instagram', icon: IconBrandInstagram },
];

const POLICY_LINKS = [
  { key: 'privacy', slug: POLICY_PAGES.privacy.slug },
  { key: 'terms', slug: POLICY_PAGES.terms.slug },
  { key: 'cookies', slug: POLICY_PAGES.cookies.slug },
  { key: 'contract', slug: POLICY_PAGES.contract.slug },
] as const;

function SocialLinks({ social }: { social: Record<SocialNetwork, string> }) {
  const { t } = useTranslation();
  const networks = SOCIAL_NETWORKS.filter((network) => social[network.key]);
  if (networks.length === 0) return null;
  return (
    <Group gap={4} component="ul" className={classes.socialList}>
      {networks.map(({ key, name, icon: Icon }) => (
        <li key={key}>
          <ActionIcon
            component="a"
            href={social[key]}
            target="_blank"
            rel="noopener noreferrer"
            variant="subtle"
            size="lg"
            className={classes.social}
            aria-label={t('footer.socialLink', { network: name })}
          >
            <Icon size={22} aria-hidden />
          </ActionIcon>
        </li>
      ))}
    </Group>
  );
}

/**
 * The signed-in app's footer: one line of the same links, so it never takes the screen from
 * the work (the marketing footer stays on public pages).
 */
function SlimFooter() {
  const { t } = useTranslation();
  const { data: config } = useAppConfig();
  const brandName = useBrandName();
  return (
    <footer className={classes.slim}>
      <Container size="xl">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="xs" c="dimmed">
            {t('footer.copyright', { year: new Date().getFullYear(), brand: brandName })}
          </Text>
          <nav aria-label={t('footer.navLabel')}>
            <ul className={classes.slimList}>
              {POLICY_LINKS.map(({ key, slug }) => (
                <li key={key}>
                  <Anchor component={Link} to={paths.policyPage(slug)} size="xs" c="dimmed">
                    {t(`footer.policies.${key}`)}
                  </Anchor>
                </li>
              ))}
              {config?.contactEmail && (
                <li>
                  <Anchor href={`mailto:${config.contactEmail}`} size="xs" c="dimmed">
                    {config.contactEmail}
                  </Anchor>
                </li>
              )}
            </ul>
          </nav>
        </Group>
      </Container>
    </footer>
  );
}

export function SiteFooter({ variant = 'full' }: { variant?: 'full' | 'slim' }) {
  const { t } = useTranslation();
  const { data: config } = useAppConfig();
  const brandName = useBrandName();
  if (variant === 'slim') return <SlimFooter />;
  return (
    <footer className={classes.footer}>
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xl">
          <Stack gap="sm">
            <Group gap={8}>
              <AcornMark size={28} />
              <Text fw={800} fz="lg" c="white">
                {brandName}
              </Text>
            </Group>
            <Text size="sm">{t('footer.newsletter', { brand: brandName })}</Text>
            {config && <SocialLinks social={config.social} />}
          </Stack>

          <Stack gap="sm">
            <Title order={2} fz="md" c="white">
              {t('footer.contactTitle')}
            </Title>
            {config?.contactEmail && (
              <Group gap={8} wrap="nowrap">
                <IconMail size={18} aria-hidden />
                <Anchor href={`mailto:${config.contactEmail}`} className={classes.link} size="sm">
                  {config.contactEmail}
                </Anchor>
              </Group>
            )}
          </Stack>

          <nav aria-label={t('footer.navLabel')}>
            <Title order={2} fz="md" c="white" mb="sm">
              {t('footer.linksTitle')}
            </Title>
            <ul className={classes.list}>
              <li>
                <Anchor component={Link} to={postPaths.list()} className={classes.link} size="sm">
                  {t('footer.posts')}
                </Anchor>
              </li>
              {POLICY_LINKS.map(({ key, slug }) => (
                <li key={key}>
                  <Anchor component={Link} to={paths.policyPage(slug)} className={classes.link} size="sm">
                    {t(`footer.policies.${key}`)}
                  </Anchor>
                </li>
              ))}
            </ul>
          </nav>
        </SimpleGrid>
        <Text size="xs" className={classes.bottom}>
          {t('footer.copyright', { year: new Date().getFullYear(), brand: brandName })}
        </Text>
      </Container>
    </footer>
  );
}
