/**
 * What the app and the other features use of notifications: the centre's routes, telling a
 * member of an event (with the mail it sends, as the member chose), and the daily digest.
 */
export { notificationsRoutes } from './notifications.routes';
export {
  type NotificationMailConfig,
  notify,
  sendDailyDigests,
} from './notifications.service';
export { unsubscribeRoutes } from './unsubscribe.routes';
