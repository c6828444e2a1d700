import type { SignedInContext } from '../../auth/guards.ts';
import { profileQueryOptions } from '../../api/profile/profileQueries.ts';
import type { RouterContext } from '../../routerContext.ts';
import { startScreenQueries } from '../../scope/routeLoaders.ts';
import { profilePageFor } from './profilePage.ts';
import type { ProfileSearch } from './profileSearch.ts';

/**
 * The loader of /dashboard/profileEdit and /dashboards/profileEdit (ARCHITECTURE.md, "Web routes"):
 * starts the profile the screen will show (the same `profilePageFor` and query options), when the
 * route starts loading or a link to it is preloaded. Nothing when the page shows no profile.
 */
export function startProfileQuery(context: RouterContext & SignedInContext, search: ProfileSearch, readOnlyRoute: boolean): Promise<void> {
  return startScreenQueries(context, (client) => {
    const { content, view } = profilePageFor({
      readOnlyRoute,
      search,
      storedCoauthorId: context.auth.store.getSnapshot().coauthorId,
      userType: context.access.type,
      ownAuthorId: context.session.author_id,
    });
    return content.kind === 'profile' ? [client.ensureQueryData(profileQueryOptions(view.target))] : [];
  });
}
