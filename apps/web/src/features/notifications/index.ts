/** The notification centre: the header's bell and the page that lists every event concerning the member. */
export { NotificationBell } from './components/notification-bell';
export { NotificationCentre } from './components/notification-centre';
export { NotificationPreferences } from './components/notification-preferences';
