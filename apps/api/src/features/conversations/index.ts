/** What the app and other features use of conversations: the routes, starting one, and a report's view of one. */
export { conversationsRoutes } from './conversations.routes';
export {
  blockReportedConversation,
  isConversationMember,
  startConversation,
} from './conversations.service';
