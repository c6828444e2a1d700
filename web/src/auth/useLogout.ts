import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useAuthController } from './useAuthController.ts';

/** Log Out (side menus): leave the protected screen first, then end the session and go to /login. */
export function useLogout(): () => Promise<void> {
  const auth = useAuthController();
  const navigate = useNavigate();
  return useCallback(async () => {
    await navigate({ to: '/login', replace: true });
    await auth.logout();
  }, [auth, navigate]);
}
