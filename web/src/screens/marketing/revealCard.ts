/**
 * The faculty page's hover-reveal cards (docs/requirements/profile-and-accounts.md §1; touch reveal threshold 250 ms,
 * section 9). A mouse reveals on hover, the keyboard on focus (and Enter or Space toggles), and a
 * finger reveals 250 ms after it touches the card unless it moves (the visitor was scrolling); a
 * tap on an open card closes it. The mouse and focus events a browser emulates after a touch are
 * ignored so they do not undo what the touch did.
 */
export const TOUCH_REVEAL_DELAY_MS = 250;
/** browsers emulate mouse events (and focus) shortly after touchend; those within this window are ignored */
export const EMULATED_MOUSE_WINDOW_MS = 1000;

export interface RevealState {
  revealed: boolean;
  /** a touch is waiting for TOUCH_REVEAL_DELAY_MS to pass */
  touchPending: boolean;
  lastTouchAt: number | null;
}

export type RevealEvent =
  | { type: 'pointerEnter' | 'pointerLeave' | 'focus' | 'activate' | 'touchStart'; at: number }
  | { type: 'blur' | 'touchMove' | 'touchDelayPassed' };

export const INITIAL_REVEAL_STATE: RevealState = { revealed: false, touchPending: false, lastTouchAt: null };

function followsTouch(state: RevealState, at: number): boolean {
  return state.lastTouchAt !== null && at - state.lastTouchAt < EMULATED_MOUSE_WINDOW_MS;
}

export function revealReducer(state: RevealState, event: RevealEvent): RevealState {
  switch (event.type) {
    case 'pointerEnter':
      return followsTouch(state, event.at) ? state : { ...state, revealed: true };
    case 'pointerLeave':
      return followsTouch(state, event.at) ? state : { ...state, revealed: false };
    case 'focus':
      return followsTouch(state, event.at) ? state : { ...state, revealed: true };
    case 'blur':
      return { ...state, revealed: false, touchPending: false };
    case 'activate':
      // a click that a touch produced was handled by the touch events already
      return followsTouch(state, event.at) ? state : { ...state, revealed: !state.revealed };
    case 'touchStart':
      return state.revealed
        ? { revealed: false, touchPending: false, lastTouchAt: event.at }
        : { revealed: false, touchPending: true, lastTouchAt: event.at };
    case 'touchMove':
      return state.touchPending ? { ...state, touchPending: false } : state;
    case 'touchDelayPassed':
      return state.touchPending ? { ...state, revealed: true, touchPending: false } : state;
  }
}
