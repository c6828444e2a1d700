import { describe, expect, it } from 'vitest';
import { placeLabels } from './declutterLabels.ts';

const bounds = { left: 0, right: 200, top: 0, bottom: 200 };

describe('placeLabels: bubble labels apart and inside the plot', () => {
  it('keeps a free label in place and moves the second of two colliding labels up by one label height', () => {
    const a = { x: 50, y: 100, width: 40, height: 12 };
    const b = { x: 60, y: 104, width: 40, height: 12 };
    // the second moves up by 13 (height 12 + gap 1): its box 91..103 still touches a's top (100) within the gap, so it goes down by 13: 117..129
    expect(placeLabels([a, b], bounds)).toEqual([{ dx: 0, dy: 0 }, { dx: 0, dy: 13 }]);
    expect(placeLabels([a, { x: 150, y: 10, width: 20, height: 12 }], bounds)).toEqual([{ dx: 0, dy: 0 }, { dx: 0, dy: 0 }]);
  });

  it('shifts a label cut by the plot edge back inside ("thwest" for Northwestern)', () => {
    expect(placeLabels([{ x: -15, y: 50, width: 60, height: 12 }], bounds)).toEqual([{ dx: 15, dy: 0 }]);
    expect(placeLabels([{ x: 170, y: 50, width: 60, height: 12 }], bounds)).toEqual([{ dx: -30, dy: 0 }]);
  });

  it('gives up on a label with no free place within the steps (null: it is hidden)', () => {
    const stack = Array.from({ length: 8 }, () => ({ x: 50, y: 100, width: 40, height: 12 }));
    const places = placeLabels(stack, bounds, 3);
    expect(places.filter((place) => place !== null)).toHaveLength(7);
    expect(places[7]).toBeNull();
  });
});
