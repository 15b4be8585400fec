import { type Feature, ROLES, type UserDetail } from '@acorn/contracts';
import {
  IconAddressBook,
  IconArticle,
  IconBroadcast,
  IconBuildingStore,
  IconGift,
  IconLogout,
  IconNews,
  IconReceipt,
  IconUserCircle,
  IconUserStar,
  type TablerIcon,
} from '@tabler/icons-react';
import { paths } from '../../config/paths';

/** A link of a role's menu; `feature` ties it to a tier feature (content-community spec §6). */
export interface MenuLink {
  kind: 'link';
  /** Translation key under common:menu.items. */
  id: string;
  to: string;
  feature?: Feature;
  icon?: TablerIcon;
}

export interface MenuGroup {
  kind: 'group';
  id: string;
  icon: TablerIcon;
  children: MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

const link = (id: string, to: string, feature?: Feature, icon?: TablerIcon): MenuLink => ({
  kind: 'link',
  id,
  to,
  feature,
  icon,
});

function participantMenu(canChangePassword: boolean): MenuEntry[] {
  return [
    link('feed', paths.feed(), undefined, IconNews),
    {
      kind: 'group',
      id: 'directory',
      icon: IconAddressBook,
      children: [
        link('sellers', paths.sellerDirectory()),
        link('participants', paths.participantDirectory()),
      ],
    },
    link('sampling', paths.samplingListing(), 'SAMPLING_FEATURE', IconGift),
    link('blog', paths.blog(), 'CONTENTS_BLOG_FEATURE', IconArticle),
    {
      kind: 'group',
      id: 'yourChannel',
      icon: IconBroadcast,
      children: [
        link('protocols', paths.protocolsDirectory(), 'PROTOCOLS_FEATURE'),
        link('campaigns', paths.campaigns(), 'CAMPAIGNS_FEATURE'),
      ],
    },
    link('logMarket', paths.logMarketBrowse(), 'LOG_MARKET_FEATURE', IconBuildingStore),
    link('yourAdvisor', paths.yourAdvisor(), 'ADVISOR_FEATURE', IconUserStar),
    {
      kind: 'group',
      id: 'myAccount',
      icon: IconUserCircle,
      children: [
        link('profile', paths.profile()),
        link('reviews', paths.reviews(), 'REVIEWS_FEATURE'),
        link('certificates', paths.certifications()),
        link('awards', paths.awards()),
        link('referrals', paths.referrals()),
        link('mySampling', paths.samplingParticipating(), 'SAMPLING_FEATURE'),
        link('publications', paths.publications(), 'CONTENTS_PUBLICATIONS_FEATURE'),
        link('myChannel', paths.yourChannelSellerArea(), 'PROTOCOLS_FEATURE'),
        link('needsAndLeads', paths.needsAndLeadsSellerArea(), 'NEEDS_AND_LEADS_FEATURE'),
        link('myLogMarket', paths.logMarket(), 'LOG_MARKET_FEATURE'),
        link('myAdvisor', paths.yourAdvisorSellerArea(), 'ADVISOR_FEATURE'),
        link('billing', paths.billing()),
        link('invoices', paths.invoices()),
        link('messages', paths.messages()),
        ...(canChangePassword ? [link('changePassword', paths.changePassword())] : []),
        link('logout', paths.logout()),
      ],
    },
  ];
}

/** The menu a user sees: participants get the product, advisors only their payment requests. */
export function menuFor(user: Pick<UserDetail, 'cb_roles_id' | '_provider'>): MenuEntry[] {
  if (user.cb_roles_id === ROLES.participant) return participantMenu(user._provider === '');
  if (user.cb_roles_id === ROLES.advisor) {
    return [
      link('paymentRequests', paths.sbaPaymentInformation(), undefined, IconReceipt),
      link('logout', paths.logout(), undefined, IconLogout),
    ];
  }
  return [link('logout', paths.logout(), undefined, IconLogout)];
}
