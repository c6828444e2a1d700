// The chart library's one dynamic import, shared by Chart (its lazy component) and the screens that know charts are
// coming (Login, a dashboard waiting for its data): a small module, so that the public pages that call it do not
// carry Chart itself. ApexCharts is large: it loads when asked, never with the public pages' own code.
export const loadApexCharts = () => import('react-apexcharts');

/** Starts loading the chart library now (a signed-in screen with charts is coming), not at the first chart drawn. */
export function preloadCharts(): void {
  void loadApexCharts();
}
