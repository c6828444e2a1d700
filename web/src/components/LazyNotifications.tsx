import { useNotifications } from '@mantine/notifications';
import type { NotificationsProps } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const Notifications = lazy(() => import('./NotificationsContainer.tsx'));

/**
 * Mantine's <Notifications /> (portal, transitions, drag to dismiss) loaded the first time a
 * notification is shown, not with the entry chunk every page downloads: `notifications.show()`
 * only writes to the store, and the container renders what the store holds once it arrives.
 */
export function LazyNotifications(props: NotificationsProps) {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && (notifications.length > 0 || queue.length > 0)) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications {...props} />
    </Suspense>
  );
}
