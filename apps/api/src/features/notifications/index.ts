/** What the app and the other features use of notifications: the centre's routes, and telling a member of an event. */
export { notificationsRoutes } from './notifications.routes';
export { notify } from './notifications.service';
