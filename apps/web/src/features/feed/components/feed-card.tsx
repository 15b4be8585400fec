import { CONTENT_TYPE_FEATURES, type FeedCard } from '@acorn/contracts';
import { Anchor, Avatar, Badge, Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentStatusBadge } from '../../../components/content-status-badge';
import { LockedNotice } from '../../../components/locked-notice';
import { ShareButton, shareUrl } from '../../../components/share-button';
import { TruncatedText } from '../../../components/truncated-text';
import { paths } from '../../../config/paths';
import { formatDay } from '../../../lib/format';
import { pictureSources } from '../../../lib/image-variant';
import { initialsOf } from '../../../lib/initials';
import { SendEmailButton, WantButton } from '../../interest';
import { useFeatureLock } from '../../navigation';
import { SamplingWant } from '../../samplings';

/** Spec §9: an owner's description shows 80 characters, a card's text 180 (a post's 580). */
const HEADLINE_LIMIT = 80;
/** How many cards a phone shows before scrolling. */
const FIRST_ON_SCREEN = 2;

const textLimit = (card: FeedCard) => (card.item_type === 'post' ? 580 : 180);

/** Where others open a card's item from a shared link: the blog's own page for a post. */
const sharedPath = (card: FeedCard) =>
  card.item_type === 'post' ? paths.postShareLink(card.id) : paths.item(card.item_type, card.id);

/** The card kinds whose footer offers Share (spec §2: the blog; the market too). */
const SHARED_KINDS: readonly FeedCard['item_type'][] = ['post', 'offer', 'opportunity'];

/**
 * A card of a type the reader's plan cannot open: the upsell in place of the footer, so nothing
 * offers a Want or a message the server would refuse (spec §6).
 */
function CardFooter(props: { card: FeedCard; readOnly: boolean; viewerId: number }) {
  const { item_type: type, is_own: own } = props.card;
  const feature = type === 'company' ? undefined : CONTENT_TYPE_FEATURES[type];
  const lock = useFeatureLock(feature);
  if (lock.locked && feature && !own) return <LockedNotice feature={feature} tierName={lock.tierName} />;
  return <CardActions {...props} />;
}

/** What a reader may do with a card (spec §2): the owner edits, others write or want, read-only users look. */
function CardActions({ card, readOnly, viewerId }: { card: FeedCard; readOnly: boolean; viewerId: number }) {
  const { t } = useTranslation('feed');
  if (readOnly) return null;
  const open = (
    <Button
      component={Link}
      to={paths.item(card.item_type, card.id)}
      variant="subtle"
      rightSection={<IconArrowRight size={14} aria-hidden />}
    >
      {card.item_type === 'company' ? t('card.openProfile') : t('card.open')}
    </Button>
  );
  if (card.item_type === 'company') {
    return (
      <Group gap="xs">
        {!card.is_own && (
          <SendEmailButton itemType="company" itemId={card.id} ownerName={card.title} ownerId={card.id} />
        )}
        {open}
      </Group>
    );
  }
  if (card.is_own) {
    return (
      <Group gap="xs">
        <Button
          component={Link}
          to={paths.edit(card.item_type, card.id)}
          variant="light"
          leftSection={<IconEdit size={14} aria-hidden />}
        >
          {t('card.edit')}
        </Button>
        {card.status && <ContentStatusBadge status={card.status} />}
      </Group>
    );
  }
  return (
    <Group gap="xs">
      <SendEmailButton
        itemType={card.item_type}
        itemId={card.id}
        ownerName={card.owner.name}
        ownerId={card.owner.id}
        itemTitle={card.title}
      />
      {card.item_type === 'sampling' ? (
        // A giveaway's Want applies for one of its samples (spec §4).
        <SamplingWant
          item={{
            id: card.id,
            title: card.title,
            ownerId: card.owner.id,
            applied: card.wanted,
            samplesLeft: card.samples_left ?? 0,
          }}
          viewerId={viewerId}
        />
      ) : (
        <WantButton itemType={card.item_type} itemId={card.id} wanted={card.wanted} />
      )}
      {SHARED_KINDS.includes(card.item_type) && (
        <ShareButton url={shareUrl(sharedPath(card))} title={card.title} size="sm" />
      )}
      {open}
    </Group>
  );
}

/**
 * One card of the feed (content-community §2, Feed): the owner's header, the item's kind, title,
 * text and facts, and what the reader may do with it. A company card is its own header.
 */
export function FeedCardView({
  card,
  readOnly,
  viewerId,
  position,
}: {
  card: FeedCard;
  readOnly: boolean;
  viewerId: number;
  /** The card's place in its list: the first two are on screen as the page opens. */
  position: number;
}) {
  const { t } = useTranslation('feed');
  const more = { moreLabel: t('card.viewMore'), lessLabel: t('card.viewLess') };
  const isCompany = card.item_type === 'company';
  const titleId = `feed-card-${card.item_type}-${card.id}`;
  return (
    <Card component="article" withBorder radius="md" padding="md" w="100%" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Avatar src={card.owner.avatar} alt="" radius="xl" color="forest" size={40}>
            {initialsOf(card.owner.name)}
          </Avatar>
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            {card.owner.hidden ? (
              <Text fw={600} size="sm">
                {card.owner.name}
              </Text>
            ) : (
              <Anchor
                id={isCompany ? titleId : undefined}
                component={Link}
                to={paths.company(card.owner.id)}
                fw={600}
                size="sm"
                style={{ overflowWrap: 'anywhere' }}
              >
                {card.owner.name}
              </Anchor>
            )}
            {card.owner.headline && !isCompany && (
              <TruncatedText
                text={card.owner.headline}
                limit={HEADLINE_LIMIT}
                size="xs"
                c="dimmed"
                {...more}
              />
            )}
          </Stack>
          <Badge variant="light" color="acorn" c="acorn.9" radius="sm" tt="none" style={{ flexShrink: 0 }}>
            {t(`card.kinds.${card.item_type}`)}
          </Badge>
        </Group>

        {card.image && !isCompany && (
          // The first cards' pictures are what the page paints largest: fetched at once, the first first.
          <Image
            {...pictureSources(card.image, card.image_large, 900)}
            alt=""
            h={180}
            radius="sm"
            fit="cover"
            loading={position < FIRST_ON_SCREEN ? 'eager' : 'lazy'}
            fetchPriority={position === 0 ? 'high' : undefined}
          />
        )}
        {!isCompany && (
          <Anchor
            id={titleId}
            component={Link}
            to={paths.item(card.item_type, card.id)}
            fw={700}
            fz="lg"
            c="dark.8"
            style={{ overflowWrap: 'anywhere' }}
          >
            {card.title}
          </Anchor>
        )}
        {card.excerpt && <TruncatedText text={card.excerpt} limit={textLimit(card)} size="sm" {...more} />}

        {(card.deadline || card.samples_left !== null || card.sectors.length > 0) && (
          <Group gap={6}>
            {card.deadline && (
              <Text size="xs" c="dimmed">
                {t('card.closes', { date: formatDay(card.deadline) })}
              </Text>
            )}
            {card.samples_left !== null && (
              <Badge variant="outline" color="forest" c="forest.8" radius="sm" tt="none">
                {card.samples_left === 0
                  ? t('card.noSamples')
                  : t('card.samplesLeft', { count: card.samples_left })}
              </Badge>
            )}
            {card.sectors.slice(0, 3).map((sector) => (
              <Badge key={sector} variant="light" color="gray" c="dark.6" radius="sm" tt="none">
                {sector}
              </Badge>
            ))}
          </Group>
        )}
        <CardFooter card={card} readOnly={readOnly} viewerId={viewerId} />
      </Stack>
    </Card>
  );
}
