import type { FeedTab } from '@acorn/contracts';
import { ActionIcon, Group, Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Fact } from '../../../content';
import type { Reader } from '../../../feed';

/** A card's heading, with the owner's edit button beside it. */
function CardTitle({ title, onEdit }: { title: string; onEdit?: () => void }) {
  const { t } = useTranslation('profiles');
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Title order={2} fz="lg">
        {title}
      </Title>
      {onEdit && (
        <ActionIcon
          variant="subtle"
          size="lg"
          onClick={onEdit}
          aria-label={t('public.editNamed', { section: title })}
        >
          <IconEdit size={18} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
}

/**
 * A card of a profile's info sidebar; its facts, or nothing when none has a value (the owner, who
 * may fill them in, sees it empty).
 */
export function InfoCard({
  title,
  facts,
  onEdit,
}: {
  title: string;
  facts: Array<[string, ReactNode]>;
  onEdit?: () => void;
}) {
  const { t } = useTranslation('profiles');
  const shown = facts.filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (shown.length === 0 && !onEdit) return null;
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md">
        <CardTitle title={title} onEdit={onEdit} />
        {shown.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('public.nothingYet')}
          </Text>
        )}
        {shown.map(([label, value]) => (
          <Fact key={label} label={label}>
            {value}
          </Fact>
        ))}
      </Stack>
    </Paper>
  );
}

/** A titled block of a profile's main column: About, Bio, the services. */
export function ProfileSection({
  title,
  onEdit,
  children,
}: {
  title: string;
  onEdit?: () => void;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="sm">
        <CardTitle title={title} onEdit={onEdit} />
        {children}
      </Stack>
    </Paper>
  );
}

/** Text the owner wrote, as typed; a dimmed line saying so when they wrote nothing. */
export function WrittenText({ text, empty }: { text: string | null; empty: string }) {
  return (
    <Text c={text ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
      {text ?? empty}
    </Text>
  );
}

/**
 * A profile's tabs (spec §2: a company's profile, credentials and channel; an advisor's profile,
 * credentials and posts). The open tab is in the address so a view can be shared; the first is
 * the default and leaves the address clean.
 */
export function ProfileTabs({ tabs }: { tabs: Array<{ value: string; panel: ReactNode }> }) {
  const { t } = useTranslation('profiles');
  const [params, setParams] = useSearchParams();
  const first = tabs[0]?.value;
  const open = tabs.find((tab) => tab.value === params.get('tab'))?.value ?? first;
  return (
    <Tabs
      value={open}
      onChange={(next) => {
        const nextParams = new URLSearchParams(params);
        if (next && next !== first) nextParams.set('tab', next);
        else nextParams.delete('tab');
        setParams(nextParams, { replace: true });
      }}
      keepMounted={false}
    >
      <Tabs.List aria-label={t('public.tabsLabel')}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {t(`public.tabs.${tab.value}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value} pt="lg">
          {tab.panel}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/** The growth services a member offers or works in, one per line. */
export function ServiceList({ services }: { services: ReadonlyArray<{ id: number; name: string }> }) {
  return (
    <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {services.map((service) => (
        <Text component="li" key={service.id} size="sm">
          {service.name}
        </Text>
      ))}
    </Stack>
  );
}

// The feed's cards load when a channel tab opens, not with the profile.
const OwnerChannel = lazy(() => import('../../../feed').then((feed) => ({ default: feed.OwnerChannel })));

/** A profile's tab of the member's items (a company's channel, an advisor's posts) as feed cards. */
export function ChannelTab({ ownerId, tab, reader }: { ownerId: number; tab?: FeedTab; reader: Reader }) {
  return (
    <Suspense fallback={<Skeleton height={160} radius="md" />}>
      <OwnerChannel ownerId={ownerId} tab={tab} reader={reader} />
    </Suspense>
  );
}
