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

/** The icons a content type's link in the main menu may stand with. */
const CONTENT_ICONS = {
  gift: IconGift,
  article: IconArticle,
  store: IconBuildingStore,
  advisor: IconUserStar,
};

/**
 * A content type's link (its descriptor's `menu`): in the main menu, in a group or standing alone
 * with its icon, or under My account; `position` ranks it among the fixed links of its place.
 */
export interface ContentMenuLink {
  /** Translation key under common:menu.items. */
  id: string;
  to: string;
  feature: Feature;
  place: 'main' | 'account';
  group?: keyof typeof CONTENT_GROUPS;
  icon?: keyof typeof CONTENT_ICONS;
  position: number;
}

/** The groups content types' links gather in, each placed where its first link ranks. */
const CONTENT_GROUPS = { yourChannel: IconBroadcast };

/** A menu entry with its rank among those of its place. */
interface Ranked<Entry extends MenuEntry = MenuEntry> {
  position: number;
  entry: Entry;
}

const inOrder = <Entry extends MenuEntry>(entries: Ranked<Entry>[]): Entry[] =>
  [...entries].sort((a, b) => a.position - b.position).map(({ entry }) => entry);

const contentLink = (item: ContentMenuLink): Ranked<MenuLink> => ({
  position: item.position,
  entry: link(item.id, item.to, item.feature, item.icon && CONTENT_ICONS[item.icon]),
});

/** The content types' links of the main menu: alone, or in their group. */
function mainContentEntries(content: readonly ContentMenuLink[]): Ranked[] {
  const main = content.filter((item) => item.place === 'main');
  const groups = Object.entries(CONTENT_GROUPS).flatMap(([id, icon]): Ranked[] => {
    const members = main.filter((item) => item.group === id).map(contentLink);
    if (members.length === 0) return [];
    const position = Math.min(...members.map((member) => member.position));
    return [{ position, entry: { kind: 'group', id, icon, children: inOrder(members) } }];
  });
  return [...main.filter((item) => !item.group).map(contentLink), ...groups];
}

function participantMenu(canChangePassword: boolean, content: readonly ContentMenuLink[]): MenuEntry[] {
  const account: Ranked<MenuLink>[] = [
    { position: 10, entry: link('profile', paths.profile()) },
    { position: 20, entry: link('reviews', paths.reviews(), 'REVIEWS_FEATURE') },
    { position: 30, entry: link('certificates', paths.certifications()) },
    { position: 40, entry: link('awards', paths.awards()) },
    { position: 50, entry: link('referrals', paths.referrals()) },
    {
      position: 90,
      entry: link('needsAndLeads', paths.needsAndLeadsSellerArea(), 'NEEDS_AND_LEADS_FEATURE'),
    },
    { position: 120, entry: link('billing', paths.billing()) },
    { position: 130, entry: link('invoices', paths.invoices()) },
    { position: 140, entry: link('messages', paths.messages()) },
    ...(canChangePassword ? [{ position: 150, entry: link('changePassword', paths.changePassword()) }] : []),
    { position: 160, entry: link('logout', paths.logout()) },
    ...content.filter((item) => item.place === 'account').map(contentLink),
  ];
  return inOrder([
    { position: 10, entry: link('feed', paths.feed(), undefined, IconNews) },
    {
      position: 20,
      entry: {
        kind: 'group',
        id: 'directory',
        icon: IconAddressBook,
        children: [
          link('sellers', paths.sellerDirectory()),
          link('participants', paths.participantDirectory()),
        ],
      },
    },
    ...mainContentEntries(content),
    {
      position: 1000,
      entry: { kind: 'group', id: 'myAccount', icon: IconUserCircle, children: inOrder(account) },
    },
  ]);
}

/** The menu a user sees: participants get the product, advisors only their payment requests. */
export function menuFor(
  user: Pick<UserDetail, 'cb_roles_id' | '_provider'>,
  content: readonly ContentMenuLink[],
): MenuEntry[] {
  if (user.cb_roles_id === ROLES.participant) return participantMenu(user._provider === '', content);
  if (user.cb_roles_id === ROLES.advisor) {
    return [
      link('paymentRequests', paths.sbaPaymentInformation(), undefined, IconReceipt),
      link('logout', paths.logout(), undefined, IconLogout),
    ];
  }
  return [link('logout', paths.logout(), undefined, IconLogout)];
}
