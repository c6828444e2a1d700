import { describe, expect, it } from 'vitest';
import { EMULATED_MOUSE_WINDOW_MS, INITIAL_REVEAL_STATE, revealReducer, TOUCH_REVEAL_DELAY_MS } from './revealCard.ts';
import type { RevealEvent, RevealState } from './revealCard.ts';

function run(events: RevealEvent[], from: RevealState = INITIAL_REVEAL_STATE): RevealState {
  return events.reduce(revealReducer, from);
}

describe('hover-reveal cards', () => {
  it('a mouse reveals on hover and hides on leave', () => {
    expect(run([{ type: 'pointerEnter', at: 0 }]).revealed).toBe(true);
    expect(run([{ type: 'pointerEnter', at: 0 }, { type: 'pointerLeave', at: 10 }]).revealed).toBe(false);
  });

  it('the keyboard reveals on focus, toggles with Enter or Space, hides on blur', () => {
    const focused = run([{ type: 'focus', at: 0 }]);
    expect(focused.revealed).toBe(true);
    expect(run([{ type: 'activate', at: 5 }], focused).revealed).toBe(false);
    expect(run([{ type: 'blur' }], focused).revealed).toBe(false);
  });

  it(`a touch reveals only after ${TOUCH_REVEAL_DELAY_MS} ms, and not when the finger moves (scrolling)`, () => {
    const touched = run([{ type: 'touchStart', at: 0 }]);
    expect(touched).toMatchObject({ revealed: false, touchPending: true });
    expect(run([{ type: 'touchDelayPassed' }], touched).revealed).toBe(true);
    expect(run([{ type: 'touchMove' }, { type: 'touchDelayPassed' }], touched).revealed).toBe(false);
  });

  it('the mouse, focus and click events emulated after a touch do not undo it', () => {
    const revealedByTouch = run([{ type: 'touchStart', at: 0 }, { type: 'touchDelayPassed' }]);
    const afterEmulation = run([{ type: 'pointerEnter', at: 120 }, { type: 'focus', at: 121 }, { type: 'activate', at: 122 }, { type: 'pointerLeave', at: 400 }], revealedByTouch);
    expect(afterEmulation.revealed).toBe(true);
    // a real mouse later still works
    expect(run([{ type: 'pointerLeave', at: EMULATED_MOUSE_WINDOW_MS + 10 }], afterEmulation).revealed).toBe(false);
  });

  it('a tap on an open card closes it', () => {
    const open = run([{ type: 'touchStart', at: 0 }, { type: 'touchDelayPassed' }]);
    expect(run([{ type: 'touchStart', at: 5000 }, { type: 'touchDelayPassed' }], open).revealed).toBe(false);
  });
});
