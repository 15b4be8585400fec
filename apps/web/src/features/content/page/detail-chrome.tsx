import {
  type ContentStatus,
  type ContentType,
  type UserDetail,
  WANTABLE_TYPES,
  type WantableType,
} from '@acorn/contracts';
import { Anchor, Avatar, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentStatusBadge } from '../../../components/content-status-badge';
import { ShareButton, shareUrl } from '../../../components/share-button';
import { paths } from '../../../config/paths';
import { companyProfileQuery } from '../../../lib/company-profile';
import { formatDate, formatLongDate } from '../../../lib/format';
import { initialsOf } from '../../../lib/initials';
import { useLanguage } from '../../../lib/use-language';
import { SendEmailButton, WantButton, wantedQuery } from '../../interest';
import { SECURED } from '../detail/content-detail';

/** What the page's chrome reads of any type's item. */
export interface ChromeItem {
  id: number;
  title: string;
  status: ContentStatus;
  createdAt: string;
  /** Id 0: an advisor who keeps their identity hidden (no page to link to). */
  user: { id: number; company_name: string | null };
}

/**
 * Who published the item (spec §2: the card's owner header): the company's logo, name and tier,
 * linking to its public profile, and the day it was published. The profile is read only for
 * members (visitors of a shared post read the name alone).
 */
export function AuthorBlock({
  type,
  item,
  signedIn,
}: {
  type: ContentType;
  item: ChromeItem;
  signedIn: boolean;
}) {
  const { t } = useTranslation('content');
  const language = useLanguage();
  const { id } = item.user;
  const profile = useQuery({ ...companyProfileQuery(id), enabled: signedIn && id > 0 }).data;
  const name = item.user.company_name ?? profile?.name ?? SECURED;
  const linked = signedIn && id > 0;
  return (
    <Group gap="sm" wrap="nowrap" align="center">
      <Avatar src={profile?.logo ?? null} alt="" radius="xl" color="forest" size={44}>
        {initialsOf(name)}
      </Avatar>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group gap={6} wrap="wrap">
          {linked ? (
            <Anchor
              component={Link}
              to={paths.company(id)}
              fw={600}
              size="sm"
              style={{ overflowWrap: 'anywhere' }}
            >
              {name}
            </Anchor>
          ) : (
            <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
          )}
          {profile?.subscription && (
            <Badge variant="outline" color="forest" c="forest.8" radius="sm" tt="none" size="sm">
              {t('detail.tier', { tier: profile.subscription.name })}
            </Badge>
          )}
        </Group>
        <Text c="dimmed" size="xs">
          {/* A post is dated in words, to the minute (spec §3, Blog post); the rest by the day. */}
          {type === 'post'
            ? formatLongDate(item.createdAt, language)
            : t('detail.publishedOn', { date: formatDate(item.createdAt) })}
        </Text>
      </Stack>
    </Group>
  );
}

/** The address others open for an item: the blog's shared-link page, else its page (a campaign's is its shared link). */
const sharedPath = (type: ContentType, id: number) =>
  type === 'post' ? paths.postShareLink(id) : paths.item(type, id);

const isWantable = (type: ContentType): type is WantableType =>
  (WANTABLE_TYPES as readonly string[]).includes(type);

/**
 * Want with the caller's current state, once it is known (a giveaway applies on its own page);
 * the button keeps its own state from then on, as on a card.
 */
function DetailWant({ type, id }: { type: WantableType; id: number }) {
  const { data: wanted, isPending } = useQuery(wantedQuery(type, id));
  // Its place is kept while the state loads: the buttons after it never jump to another row.
  return <WantButton itemType={type} itemId={id} wanted={wanted ?? false} loading={isPending} />;
}

/**
 * The card's footer on the page (spec §2): the owner edits and reads the status; another member
 * sends an email (a message) and wants it; everyone may share a published item. Read-only
 * accounts only read; a visitor signed out only shares.
 */
export function DetailActions({
  type,
  item,
  isOwner,
  me,
}: {
  type: ContentType;
  item: ChromeItem;
  isOwner: boolean;
  me: UserDetail | undefined;
}) {
  const { t } = useTranslation('content');
  const share = item.status === 'published' && (
    <ShareButton url={shareUrl(sharedPath(type, item.id))} title={item.title} size="sm" />
  );
  if (isOwner) {
    return (
      <>
        <Button
          component={Link}
          to={paths.edit(type, item.id)}
          variant="light"
          leftSection={<IconEdit size={16} aria-hidden />}
        >
          {t('actions.edit')}
        </Button>
        <ContentStatusBadge status={item.status} />
        {share}
      </>
    );
  }
  const canWrite = me !== undefined && !me.isReadOnlyUser;
  return (
    <>
      {canWrite && (
        <SendEmailButton
          itemType={type}
          itemId={item.id}
          ownerName={item.user.company_name ?? ''}
          ownerId={item.user.id || undefined}
          itemTitle={item.title}
        />
      )}
      {canWrite && isWantable(type) && <DetailWant type={type} id={item.id} />}
      {share}
    </>
  );
}
