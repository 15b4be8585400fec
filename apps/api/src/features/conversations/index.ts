/** What the app and other features use of conversations: the routes, starting one, and a report's view of one. */
export { conversationsRoutes } from './conversations.routes';
export {
  blockReportedConversation,
  isConversationMember,
  type MessageInput,
  startConversation,
  type Writer,
} from './conversations.service';
