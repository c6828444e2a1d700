import type { QueryClient } from '@tanstack/react-query';
import type { AuthController } from './auth/authController.ts';

/** What every route's beforeLoad and loader receive (createRootRouteWithContext). */
export interface RouterContext {
  queryClient: QueryClient;
  auth: AuthController;
}
