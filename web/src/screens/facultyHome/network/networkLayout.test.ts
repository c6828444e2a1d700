import { describe, expect, it } from 'vitest';
import type { TCoauthorNetworkResponse } from '@ri/contracts/dashboards';
import { fitViewBox, labelFontSize, layoutNetwork, linkWidth, MIN_LABEL_PX, nodeDescription, nodeRadius, OTHER_SCHOOLS_COLOUR, SCHOOL_PALETTE, schoolColours } from './networkLayout.ts';

const network: TCoauthorNetworkResponse = {
  center: 1, depth: 2, limit: 150, truncated: false,
  nodes: [
    { id: 1, name: 'Ann Adams', school: 'Alpha', depth: 0, papers_together: 0, total_papers: 3 },
    { id: 2, name: 'Ben Baker', school: 'Alpha', depth: 1, papers_together: 4, total_papers: 4 },
    { id: 3, name: 'Gia Gold', school: 'Beta', depth: 1, papers_together: 1, total_papers: 2 },
    { id: 4, name: 'Cat Cole', school: 'Alpha', depth: 2, papers_together: 1, total_papers: 4 },
  ],
  edges: [
    { source: 1, target: 2, papers: 4, weight: 3.5 },
    { source: 1, target: 3, papers: 1, weight: 1 },
    { source: 2, target: 4, papers: 1, weight: 0.5 },
  ],
};

describe('schoolColours', () => {
  it('colours each school, the member\'s first, and counts the nodes of each', () => {
    const { legend, colourOf } = schoolColours(network.nodes);
    expect(legend).toEqual([{ school: 'Alpha', colour: SCHOOL_PALETTE[0], count: 3 }, { school: 'Beta', colour: SCHOOL_PALETTE[1], count: 1 }]);
    expect(colourOf('Beta')).toBe(SCHOOL_PALETTE[1]);
  });
  it('puts the schools past the palette under Other schools, in grey', () => {
    const nodes = Array.from({ length: 12 }, (_, i) => ({ school: `School ${i}` }));
    const { legend, colourOf } = schoolColours(nodes);
    expect(legend).toHaveLength(11);
    expect(legend.at(-1)).toEqual({ school: 'Other schools', colour: OTHER_SCHOOLS_COLOUR, count: 2 });
    expect(colourOf('School 11')).toBe(OTHER_SCHOOLS_COLOUR);
    expect(schoolColours([{ school: '' }]).legend[0]!.school).toBe('No school');
  });
});

describe('sizes', () => {
  it('sizes nodes by papers together (the member largest) and links by their fractional weight', () => {
    expect(nodeRadius({ depth: 0, papers_together: 0 })).toBe(18);
    expect(nodeRadius({ depth: 1, papers_together: 1 })).toBe(8);
    expect(nodeRadius({ depth: 1, papers_together: 4 })).toBe(11);
    expect(nodeRadius({ depth: 1, papers_together: 400 })).toBe(16);
    expect(linkWidth(1)).toBe(2.5);
    expect(linkWidth(0.25)).toBe(1.375);
    expect(linkWidth(100)).toBe(8);
  });
});

describe('layoutNetwork', () => {
  const layout = layoutNetwork(network);
  it('keeps the member in the centre and places every node and link', () => {
    expect(layout.nodes.find((n) => n.id === 1)).toMatchObject({ x: 0, y: 0, r: 18 });
    expect(layout.nodes).toHaveLength(4);
    expect(layout.edges).toHaveLength(3);
    for (const node of layout.nodes) expect(Number.isFinite(node.x) && Number.isFinite(node.y)).toBe(true);
    const ben = layout.nodes.find((n) => n.id === 2)!;
    expect(layout.edges[0]).toMatchObject({ x1: 0, y1: 0, x2: ben.x, y2: ben.y });
  });
  it('draws the same network the same way every time', () => {
    expect(layoutNetwork(network)).toEqual(layout);
  });
  it('keeps nodes apart', () => {
    const [a, b, c, d] = layout.nodes;
    for (const [p, q] of [[a, b], [a, c], [b, c], [b, d], [c, d]] as const) {
      expect(Math.hypot(p!.x - q!.x, p!.y - q!.y)).toBeGreaterThan(p!.r + q!.r);
    }
  });
  it('leaves out links to nodes that are not in the answer', () => {
    expect(layoutNetwork({ ...network, edges: [...network.edges, { source: 1, target: 99, papers: 1, weight: 1 }] }).edges).toHaveLength(3);
  });
});

describe('fitViewBox and descriptions', () => {
  it('boxes every node with a margin', () => {
    expect(fitViewBox([{ x: 0, y: 0, r: 10 }, { x: 100, y: 50, r: 5 }], 20)).toBe('-30 -30 155 105');
    expect(fitViewBox([])).toBe('-100 -100 200 200');
  });
  it('describes each node for screen readers', () => {
    expect(nodeDescription(network.nodes[0]!)).toBe('Ann Adams (Alpha), 3 papers');
    expect(nodeDescription(network.nodes[1]!)).toBe('Ben Baker (Alpha), co-author, 4 papers together');
    expect(nodeDescription(network.nodes[3]!)).toBe('Cat Cole (Alpha), co-author of a co-author, 1 paper together');
  });
});

describe('labelFontSize', () => {
  it('raises the labels of a wide map (depth 2) so they draw at 11 px on screen, and keeps a small map\'s size', () => {
    // a 2,000-unit-wide map in a 600 x 520 px box: scale min(0.3, 0.52) = 0.3; the layout's 22 units would draw at 6.6 px
    const wide = { viewBox: '-1000 -500 2000 1000', fontSize: 22 };
    expect(labelFontSize(wide, { width: 600, height: 520 })).toBeCloseTo(MIN_LABEL_PX / 0.3, 5);
    expect(labelFontSize(wide, { width: 600, height: 520 }) * 0.3).toBeCloseTo(11, 5);
    // a 400-unit map in the same box: scale min(1.5, 1.3) = 1.3; 10 units draw at 13 px already
    expect(labelFontSize({ viewBox: '-200 -200 400 400', fontSize: 10 }, { width: 600, height: 520 })).toBe(10);
    // not measured yet
    expect(labelFontSize(wide, { width: 0, height: 520 })).toBe(22);
  });
});
