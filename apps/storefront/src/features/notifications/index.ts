/** What the shell uses of notifications: the unread count on the tab bar. The shell's router imports routes.ts. */
export { useUnreadCount } from './useUnreadCount';
