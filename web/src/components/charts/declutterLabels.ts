// Bubble and scatter charts label each point on the point itself: ApexCharts draws each series'
// labels with its bubbles, so a later bubble covers an earlier label ("thwest", "T Austi"), and two
// close points print their names over each other. After each draw this lifts every data label above
// all bubbles, keeps it inside the plot, moves it up or down to the nearest free place, and hides
// a label that finds none (its name stays in the tooltip and the table under the chart).

export interface LabelBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: LabelBox, b: LabelBox, gap: number) =>
  a.x < b.x + b.width + gap && b.x < a.x + a.width + gap && a.y < b.y + b.height + gap && b.y < a.y + a.height + gap;

/**
 * Where each label goes: labels in the order given (the first keep their place: the user's own
 * school comes first), each shifted horizontally into [left, right] and then vertically by the
 * smallest step (0, -1, +1, -2, +2 … `maxSteps` label heights) that overlaps no label placed before
 * it; null for a label that finds no free place.
 */
export function placeLabels(boxes: readonly LabelBox[], bounds: { left: number; right: number; top: number; bottom: number }, maxSteps = 3, gap = 1): ({ dx: number; dy: number } | null)[] {
  const placed: LabelBox[] = [];
  return boxes.map((box) => {
    const dx = box.x < bounds.left ? bounds.left - box.x : box.x + box.width > bounds.right ? Math.max(bounds.left - box.x, bounds.right - box.x - box.width) : 0;
    for (let step = 0; step <= maxSteps * 2; step++) {
      const dy = (step === 0 ? 0 : (step % 2 === 1 ? -1 : 1) * Math.ceil(step / 2)) * (box.height + gap);
      const moved = { x: box.x + dx, y: box.y + dy, width: box.width, height: box.height };
      if (moved.y < bounds.top || moved.y + moved.height > bounds.bottom) continue;
      if (placed.some((other) => overlaps(moved, other, gap))) continue;
      placed.push(moved);
      return { dx, dy };
    }
    return null;
  });
}

/**
 * Applies placeLabels to the data labels of a drawn ApexCharts bubble or scatter chart inside
 * `root`: every label is lifted above all bubbles (the last series, the user's own school, first in
 * priority), drawn dark on a white halo so it reads on any background, kept in the plot, moved to
 * a free place or hidden.
 */
export function declutterPointLabels(root: Element): void {
  const graphical = root.querySelector<SVGGElement>('.apexcharts-inner.apexcharts-graphical');
  if (graphical === null) return;
  const groups = [...graphical.querySelectorAll<SVGGElement>('.apexcharts-datalabels')];
  // ApexCharts also draws a bubble series' label a second time at another series' point (all such
  // copies land on one bubble): a label is kept only where a marker of its own series is
  const markers = [...graphical.querySelectorAll<SVGGraphicsElement>('.apexcharts-marker')].map((marker) => {
    const box = marker.getBBox();
    return { series: marker.getAttribute('index'), x: box.x + box.width / 2, y: box.y + box.height / 2 };
  });
  const onItsPoint = (text: SVGTextElement) => {
    const series = text.closest('.apexcharts-datalabels')?.getAttribute('data:realIndex') ?? null;
    const x = Number(text.getAttribute('cx'));
    const y = Number(text.getAttribute('cy'));
    if (markers.length === 0 || series === null || !Number.isFinite(x) || !Number.isFinite(y)) return true;
    return markers.some((marker) => marker.series === series && Math.abs(marker.x - x) < 3 && Math.abs(marker.y - y) < 12);
  };
  const texts = groups.flatMap((group) => [...group.querySelectorAll<SVGTextElement>('text.apexcharts-datalabel')]).filter((text) => {
    if ((text.textContent ?? '').trim() === '') return false;
    if (onItsPoint(text)) return true;
    text.style.display = 'none';
    return false;
  });
  if (texts.length === 0) return;
  for (const group of groups) graphical.appendChild(group);
  for (const text of texts) {
    text.removeAttribute('transform');
    text.style.visibility = '';
    text.setAttribute('stroke', '#fff');
    text.setAttribute('stroke-width', '3');
    text.setAttribute('paint-order', 'stroke');
    text.setAttribute('stroke-linejoin', 'round');
  }
  const ordered = [...texts].reverse();
  const boxes = ordered.map((text) => {
    const box = text.getBBox();
    return { x: box.x, y: box.y, width: box.width, height: box.height };
  });
  const grid = graphical.querySelector<SVGGraphicsElement>('.apexcharts-grid');
  const gridBox = grid?.getBBox();
  const bounds = gridBox && gridBox.width > 0
    ? { left: gridBox.x, right: gridBox.x + gridBox.width, top: gridBox.y - 4, bottom: gridBox.y + gridBox.height + 4 }
    : { left: -Infinity, right: Infinity, top: -Infinity, bottom: Infinity };
  placeLabels(boxes, bounds).forEach((place, i) => {
    const text = ordered[i]!;
    if (place === null) text.style.visibility = 'hidden';
    else if (place.dx !== 0 || place.dy !== 0) text.setAttribute('transform', `translate(${place.dx} ${place.dy})`);
  });
}
