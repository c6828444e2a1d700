import type { LazyQueryClient } from './appQueryClient.ts';
import type { AuthController } from './auth/authController.ts';

/** What every route's beforeLoad and loader receive (createRootRouteWithContext). */
export interface RouterContext {
  /** `await context.queryClient.load()` in a beforeLoad or loader that needs the client (appQueryClient.ts) */
  queryClient: LazyQueryClient;
  auth: AuthController;
}
