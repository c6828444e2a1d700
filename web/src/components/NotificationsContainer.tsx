import { Notifications } from '@mantine/notifications';

/** Loaded by LazyNotifications only: the container's code is a chunk of its own. */
export default Notifications;
