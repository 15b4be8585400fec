import { ActionIcon, Avatar, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandX,
  IconBrandYoutube,
  IconEdit,
  IconWorld,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { initialsOf } from '../../../../lib/initials';

const SOCIAL_ICONS = {
  linkedin: IconBrandLinkedin,
  facebook: IconBrandFacebook,
  twitter: IconBrandX,
  instagram: IconBrandInstagram,
  youtube: IconBrandYoutube,
} as const;
type Network = keyof typeof SOCIAL_ICONS;

/**
 * The head of a public profile (spec §2): picture, name, headline, social icons and the website
 * button; the owner's edit link; badges under the name.
 */
export function ProfileHeader({
  name,
  headline,
  image,
  social,
  website,
  badges,
  editTo,
  actions,
}: {
  name: string;
  headline: string | null;
  image: string | null;
  social: Record<Network, string | null>;
  website: string | null;
  badges?: ReactNode;
  /** Where the owner edits this profile; nothing for visitors. */
  editTo?: string;
  /** What a visitor may do from the header (write to the member). */
  actions?: ReactNode;
}) {
  const { t } = useTranslation('profiles');
  const links = (Object.keys(SOCIAL_ICONS) as Network[]).filter((network) => social[network]);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Group align="flex-start" gap="lg" wrap="wrap">
        <Avatar src={image} alt="" size={96} radius="lg" color="acorn">
          {initialsOf(name)}
        </Avatar>
        <Stack gap={6} style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Title>
          {headline && (
            <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {headline}
            </Text>
          )}
          {badges && <Group gap="xs">{badges}</Group>}
          {(links.length > 0 || website) && (
            <Group gap="xs" mt={4}>
              {links.map((network) => {
                const Icon = SOCIAL_ICONS[network];
                return (
                  <ActionIcon
                    key={network}
                    component="a"
                    href={social[network] ?? undefined}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="light"
                    size="lg"
                    radius="xl"
                    aria-label={t(`public.social.${network}`)}
                  >
                    <Icon size={18} aria-hidden />
                  </ActionIcon>
                );
              })}
              {website && (
                <Button
                  component="a"
                  href={website}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="light"
                  radius="xl"
                  leftSection={<IconWorld size={16} aria-hidden />}
                >
                  {t('public.website')}
                </Button>
              )}
            </Group>
          )}
        </Stack>
        {actions}
        {editTo && (
          <Button
            component={Link}
            to={editTo}
            variant="default"
            leftSection={<IconEdit size={16} aria-hidden />}
          >
            {t('public.edit')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
