import { type FeedbackReply, type MyReferral, REFERRAL_TYPES, type ReferralType } from '@acorn/contracts';
import { Box, Stack, Tabs } from '@mantine/core';
import { IconMessageCircleHeart, IconThumbUp } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MyFeedbackCard, MyFeedbackList, ReadOnlyNote } from '../../reviews';
import { changeMyReferral, myReferralsKey, myReferralsQuery, replyToReferral } from '../api/my-referrals';
import { ReferralRequests } from './referral-requests';

const ICONS = { recommendation: IconThumbUp, testimonial: IconMessageCircleHeart } as const;
/** The spec names testimonials first. */
const TABS: ReferralType[] = ['testimonial', 'recommendation'];

const isReferralType = (value: string | null): value is ReferralType =>
  REFERRAL_TYPES.some((type) => type === value);

/** The company's own referrals of a type, each with its Show Public switch and reply. */
function MyReferrals({ type }: { type: ReferralType }) {
  const { t } = useTranslation(['referrals', 'feedback']);
  const queryClient = useQueryClient();
  const query = useQuery(myReferralsQuery(type));
  const key = myReferralsKey(type);
  const patch = (id: number, change: Partial<MyReferral>) =>
    queryClient.setQueryData<MyReferral[]>(key, (items) =>
      items?.map((item) => (item.id === id ? { ...item, ...change } : item)),
    );

  return (
    <MyFeedbackList
      title={t(`mine.${type}.title`)}
      icon={ICONS[type]}
      query={query}
      empty={{ title: t(`mine.${type}.emptyTitle`), text: t(`mine.${type}.empty`) }}
      renderItem={(referral) => (
        <MyFeedbackCard
          item={referral}
          kind={t(`kind.${type}`)}
          onSwitch={async (id, showPublic) => {
            const answer = await changeMyReferral(id, showPublic);
            patch(id, { show_public: answer.data.show_public });
          }}
          onReply={replyToReferral}
          onReplied={(id, reply: NonNullable<FeedbackReply>) => patch(id, { reply })}
          onStale={() => queryClient.invalidateQueries({ queryKey: key })}
        />
      )}
    />
  );
}

/**
 * /referrals (spec §2 Referrals): a tab for testimonials and one for recommendations, each with
 * Give, Ask and Ask someone outside the platform, then the company's own list. The open tab is
 * kept in the address (?tab=).
 */
export function ReferralsManager({ canRequest = true }: { canRequest?: boolean }) {
  const { t } = useTranslation('referrals');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: ReferralType = isReferralType(requested) ? requested : 'testimonial';

  return (
    <Tabs
      value={tab}
      onChange={(value) =>
        isReferralType(value) &&
        setParams(value === 'testimonial' ? {} : { tab: value }, { replace: true, preventScrollReset: true })
      }
      keepMounted={false}
    >
      <Tabs.List aria-label={t('tabs.label')} mb="lg">
        {TABS.map((type) => {
          const Icon = ICONS[type];
          return (
            <Tabs.Tab
              key={type}
              value={type}
              leftSection={<Box component={Icon} size={16} aria-hidden visibleFrom="xs" />}
            >
              {t(`tabs.${type}`)}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      {TABS.map((type) => (
        <Tabs.Panel key={type} value={type}>
          <Stack gap="xl">
            {canRequest ? <ReferralRequests type={type} /> : <ReadOnlyNote />}
            <MyReferrals type={type} />
          </Stack>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
