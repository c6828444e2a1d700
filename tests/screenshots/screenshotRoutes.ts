// Which screens the screenshots command visits, as whom, and under which file name: every
// signed-in route of the app's route map (web/src/routeTree.gen.ts), so a screen added later is
// covered without touching this file.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@ri/infra';
import { areaOf, isAdminOnlyPath } from '@ri/web/auth/routeAccess';

export type ScreenshotUser = 'university' | 'faculty' | 'admin';

export interface ScreenshotRoute {
  /** the route as the route map writes it, e.g. /tools/mergeAuthorTool/$id */
  route: string;
  user: ScreenshotUser;
  /** docs/screenshots/<file> */
  file: string;
}

/** The `fullPaths` union of the generated route tree. */
export function routeMapPaths(routeTreeSource: string): string[] {
  const block = /fullPaths:\s*((?:\s*\|\s*'[^']*')+)/.exec(routeTreeSource);
  if (!block) throw new Error('web/src/routeTree.gen.ts has no fullPaths list: has the router plugin changed its output?');
  return [...block[1]!.matchAll(/'([^']*)'/g)].map((match) => match[1]!);
}

/** university for /dashboards, admin for the administrator tools, faculty for the rest of the faculty layout. */
export function screenshotUser(route: string): ScreenshotUser | null {
  const area = areaOf(route);
  if (area === 'public') return null;
  if (area === 'university') return 'university';
  return isAdminOnlyPath(route) ? 'admin' : 'faculty';
}

/** <layout>-<screen>.png: /dashboards/comparegender → university-comparegender.png, /tools/addAuthor → faculty-tools-addAuthor.png. */
export function screenshotFile(route: string): string {
  const trimmed = route.replace(/\/+$/, '');
  const layout = areaOf(trimmed) === 'university' ? 'university' : 'faculty';
  const screen = trimmed.replace(/^\/dashboards?(?=\/|$)/, '').replace(/^\//, '').replace(/\$/g, '').replace(/\//g, '-');
  return `${layout}-${screen === '' ? 'home' : screen}.png`;
}

/** Every signed-in route once (a trailing slash and its absence are the same screen). */
export function screenshotRoutes(paths: readonly string[]): ScreenshotRoute[] {
  const seen = new Set<string>();
  const routes: ScreenshotRoute[] = [];
  for (const raw of paths) {
    const route = raw.length > 1 ? raw.replace(/\/+$/, '') : raw;
    const user = screenshotUser(route);
    if (user === null || seen.has(route)) continue;
    seen.add(route);
    routes.push({ route, user, file: screenshotFile(route) });
  }
  return routes;
}

export function appScreenshotRoutes(): ScreenshotRoute[] {
  return screenshotRoutes(routeMapPaths(readFileSync(path.join(repoRoot, 'web', 'src', 'routeTree.gen.ts'), 'utf8')));
}
