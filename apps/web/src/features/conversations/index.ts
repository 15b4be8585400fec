/**
 * Messages (issue 31): conversations between two members about an item, the header's badge, the
 * compose page, and where to link to them.
 */

export { MessageMemberButton } from './components/message-member-button';
export { MessagesBadge } from './components/messages-badge';
export { MessagesScreen } from './components/messages-screen';
export { NewConversation } from './components/new-conversation';
export { messagePaths, messageRoutePatterns } from './paths';
