import type { ConversationMember } from '@acorn/contracts';
import { Avatar } from '@mantine/core';
import { initialsOf } from '../../../lib/initials';

/** The other member's logo, or their initials. Decorative: their name is always written beside it. */
export function MemberAvatar({ member, size }: { member: ConversationMember; size: number }) {
  return (
    <Avatar src={member.logo} alt="" size={size} radius="xl" color="acorn">
      {initialsOf(member.name)}
    </Avatar>
  );
}
