// The chart library's one dynamic import, shared by Chart (its lazy component) and the screens that know charts are
// coming (Login, a dashboard waiting for its data): a small module, so that the public pages that call it do not
// carry Chart itself. ApexCharts is large: it loads when asked, never with the public pages' own code.
import type * as ReactApexCharts from 'react-apexcharts';

type ApexChartModule = typeof ReactApexCharts;

let loaded: ApexChartModule['default'] | null = null;
let loading: Promise<ApexChartModule> | null = null;

export const loadApexCharts = (): Promise<ApexChartModule> => {
  loading ??= import('react-apexcharts').then((module) => {
    loaded = module.default;
    return module;
  });
  return loading;
};

/**
 * The chart component once the library has arrived, else null. Chart draws it directly instead of
 * through React.lazy: a lazy component suspends at its first render even when its code is already
 * there, and React reveals a suspended boundary no sooner than 300 ms after its fallback showed, so
 * every chart that first appeared with its data waited 300 ms doing nothing (docs/ui.md, "Charts").
 */
export function loadedApexChart(): ApexChartModule['default'] | null {
  return loaded;
}

/** Starts loading the chart library now (a signed-in screen with charts is coming), not at the first chart drawn. */
export function preloadCharts(): void {
  void loadApexCharts();
}
