import { useRouteContext } from '@tanstack/react-router';
import type { AuthController } from './authController.ts';

/** The auth controller the router was created with (router context `auth`). */
export function useAuthController(): AuthController {
  return useRouteContext({ from: '__root__', select: (context) => context.auth });
}
