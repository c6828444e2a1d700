import { forceCollide, forceLink, forceManyBody, forceSimulation, forceX, forceY, type SimulationLinkDatum, type SimulationNodeDatum } from 'd3-force';
import type { TCoauthorNetworkResponse } from '@ri/contracts/dashboards';

type NetworkNode = TCoauthorNetworkResponse['nodes'][number];
type NetworkEdge = TCoauthorNetworkResponse['edges'][number];

/** Colours of the schools, the member's own first; schools past the palette share OTHER_SCHOOLS_COLOUR. */
export const SCHOOL_PALETTE = ['#1557b3', '#e8590c', '#2b8a3e', '#7048e8', '#d6336c', '#0c8599', '#879d3a', '#f08c00', '#5c7cfa', '#a61e4d'] as const;
export const OTHER_SCHOOLS_COLOUR = '#868e96';
export const OTHER_SCHOOLS_LABEL = 'Other schools';

export interface SchoolColour {
  school: string;
  colour: string;
  count: number;
}

/**
 * One colour per school, in order of the nodes (the member first, then co-authors by tie strength);
 * the schools past the palette's ten share grey under 'Other schools'. An empty school name reads
 * 'No school'.
 */
export function schoolColours(nodes: readonly Pick<NetworkNode, 'school'>[]): { legend: SchoolColour[]; colourOf: (school: string) => string } {
  const counts = new Map<string, number>();
  for (const node of nodes) {
    const school = node.school || 'No school';
    counts.set(school, (counts.get(school) ?? 0) + 1);
  }
  const schools = [...counts.keys()];
  const named = new Map(schools.slice(0, SCHOOL_PALETTE.length).map((school, i) => [school, SCHOOL_PALETTE[i]!]));
  const legend: SchoolColour[] = [...named].map(([school, colour]) => ({ school, colour, count: counts.get(school)! }));
  const others = schools.slice(SCHOOL_PALETTE.length);
  if (others.length > 0) legend.push({ school: OTHER_SCHOOLS_LABEL, colour: OTHER_SCHOOLS_COLOUR, count: others.reduce((sum, s) => sum + counts.get(s)!, 0) });
  return { legend, colourOf: (school) => named.get(school || 'No school') ?? OTHER_SCHOOLS_COLOUR };
}

/** Node size: the member is the largest; others grow with the papers written together (square root, so a long list stays readable). */
export function nodeRadius(node: Pick<NetworkNode, 'depth' | 'papers_together'>): number {
  if (node.depth === 0) return 18;
  return Math.min(16, 5 + 3 * Math.sqrt(Math.max(0, node.papers_together)));
}

/** Link width from the fractional weight (a two-author paper adds 1). */
export function linkWidth(weight: number): number {
  return Math.min(8, 1 + 1.5 * Math.max(0, weight));
}

export interface PlacedNode extends NetworkNode {
  x: number;
  y: number;
  r: number;
}

export interface PlacedEdge extends NetworkEdge {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface NetworkLayout {
  nodes: PlacedNode[];
  edges: PlacedEdge[];
  /** the SVG viewBox holding every node with a margin */
  viewBox: string;
  /** label size in viewBox units, so that labels read about the same whatever the map's extent */
  fontSize: number;
}

type SimNode = SimulationNodeDatum & { id: number; r: number; depth: number };

/**
 * Positions from a force-directed layout (d3-force), run to rest before drawing: the member fixed in
 * the centre, co-authors around, their co-authors further out; stronger ties pull closer. d3-force
 * places nodes deterministically, so the same network is always drawn the same way.
 */
export function layoutNetwork(network: Pick<TCoauthorNetworkResponse, 'center' | 'nodes' | 'edges'>, ticks = 150): NetworkLayout {
  const simNodes: SimNode[] = network.nodes.map((node) => ({
    id: node.id, r: nodeRadius(node), depth: node.depth,
    ...(node.id === network.center ? { fx: 0, fy: 0 } : {}),
  }));
  const known = new Set(simNodes.map((node) => node.id));
  const simLinks: (SimulationLinkDatum<SimNode> & { weight: number })[] = network.edges
    .filter((edge) => known.has(edge.source) && known.has(edge.target))
    .map((edge) => ({ source: edge.source, target: edge.target, weight: edge.weight }));
  const simulation = forceSimulation(simNodes)
    .force('link', forceLink<SimNode, SimulationLinkDatum<SimNode> & { weight: number }>(simLinks).id((node) => node.id)
      .distance((link) => 60 + 50 / (1 + link.weight)).strength(0.6))
    .force('charge', forceManyBody<SimNode>().strength(-160))
    .force('collide', forceCollide<SimNode>((node) => node.r + 6))
    // a stronger pull vertically than horizontally: the map spreads into the wide box it is drawn in
    .force('x', forceX<SimNode>(0).strength(0.03))
    .force('y', forceY<SimNode>(0).strength(0.09))
    // cool down to d3's resting temperature in `ticks` steps (its default takes 300)
    .alphaDecay(1 - Math.pow(0.001, 1 / ticks))
    .stop();
  for (let i = 0; i < ticks; i += 1) simulation.tick();

  const position = new Map(simNodes.map((node) => [node.id, { x: node.x ?? 0, y: node.y ?? 0, r: node.r }]));
  const nodes = network.nodes.map((node) => ({ ...node, ...position.get(node.id)! }));
  const edges = network.edges
    .filter((edge) => position.has(edge.source) && position.has(edge.target))
    .map((edge) => {
      const a = position.get(edge.source)!;
      const b = position.get(edge.target)!;
      return { ...edge, x1: a.x, y1: a.y, x2: b.x, y2: b.y };
    });
  const viewBox = fitViewBox(nodes);
  const width = Number(viewBox.split(' ')[2]);
  return { nodes, edges, viewBox, fontSize: Math.max(10, Math.round(width / 90)) };
}

/** The box around every node (with room for its label). */
export function fitViewBox(nodes: readonly { x: number; y: number; r: number }[], margin = 40): string {
  if (nodes.length === 0) return '-100 -100 200 200';
  const minX = Math.min(...nodes.map((n) => n.x - n.r)) - margin;
  const maxX = Math.max(...nodes.map((n) => n.x + n.r)) + margin;
  const minY = Math.min(...nodes.map((n) => n.y - n.r)) - margin;
  const maxY = Math.max(...nodes.map((n) => n.y + n.r)) + margin;
  const round = (v: number) => Math.round(v * 10) / 10;
  return `${round(minX)} ${round(minY)} ${round(maxX - minX)} ${round(maxY - minY)}`;
}

/** What a node says to a screen reader and in its tooltip. */
export function nodeDescription(node: Pick<NetworkNode, 'name' | 'school' | 'depth' | 'papers_together' | 'total_papers'>): string {
  const school = node.school || 'no school';
  if (node.depth === 0) return `${node.name} (${school}), ${node.total_papers} papers`;
  const together = `${node.papers_together} paper${node.papers_together === 1 ? '' : 's'} together`;
  const relation = node.depth === 1 ? 'co-author' : 'co-author of a co-author';
  return `${node.name} (${school}), ${relation}, ${together}`;
}

/** The smallest size a network label draws at on screen, in CSS pixels (docs/ui.md, "Charts"). */
export const MIN_LABEL_PX = 11;

/**
 * The labels' font size in viewBox units for a map drawn in a box of `box` pixels: the layout's own
 * size, raised so that it draws at MIN_LABEL_PX or more once the SVG scales its viewBox into the box
 * (preserveAspectRatio "meet": the smaller of the two scales). A box not measured yet keeps the layout's size.
 */
export function labelFontSize(layout: Pick<NetworkLayout, 'viewBox' | 'fontSize'>, box: { width: number; height: number }): number {
  const [, , width = 0, height = 0] = layout.viewBox.split(' ').map(Number);
  if (box.width <= 0 || box.height <= 0 || width <= 0 || height <= 0) return layout.fontSize;
  const scale = Math.min(box.width / width, box.height / height);
  return Math.max(layout.fontSize, MIN_LABEL_PX / scale);
}
