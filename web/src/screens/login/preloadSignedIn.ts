import type { AnyRouter } from '@tanstack/react-router';
import { preloadCharts } from '../../components/charts/preloadCharts.ts';

/** The routes a login lands on (the university and faculty homes, their layouts): their code is fetched ahead. */
const FIRST_SCREENS = ['/_university', '/_university/dashboards/home', '/_faculty', '/_faculty/dashboard/home'] as const;

let started = false;

/**
 * Starts loading the code of the first screens after login (the homes and their layouts) and the chart library,
 * once, when the person shows they are logging in (types the password, or presses Login): like a link preloaded on
 * hover, the code then arrives while they finish typing and during the login round trip instead of after it
 * (docs/benchmarks/browser.md). It fetches code only: no request to the API, no guard, nothing shown.
 */
export function preloadSignedInScreens(router: AnyRouter): void {
  if (started) return;
  started = true;
  preloadCharts();
  for (const id of FIRST_SCREENS) {
    const route = (router.routesById as Record<string, Parameters<AnyRouter['loadRouteChunk']>[0] | undefined>)[id];
    if (route !== undefined) void router.loadRouteChunk(route)?.catch(() => undefined);
  }
}
