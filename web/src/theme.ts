import { createTheme } from '@mantine/core';
import type { CSSVariablesResolver, MantineColorsTuple } from '@mantine/core';

/** The brand's primary blue (docs/requirements/profile-and-accounts.md §9); shade 7 is the filled-button colour (white text on it passes WCAG AA). */
export const brand: MantineColorsTuple = [
  '#e8f1fb',
  '#d1e1f5',
  '#a3c1e9',
  '#72a0de',
  '#4a84d4',
  '#3172ce',
  '#2268cb',
  '#1557b3',
  '#0a4ca0',
  '#00408e',
];

/** The brand's secondary olive. */
export const olive: MantineColorsTuple = [
  '#f5f7ec',
  '#e8ecd9',
  '#cfd8b0',
  '#b4c284',
  '#9daf5f',
  '#8fa347',
  '#879d3a',
  '#72882c',
  '#657924',
  '#566917',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand, olive },
  // keyboard users always see where focus is; mouse clicks do not draw the ring
  focusRing: 'auto',
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '650' },
  components: {
    // Mantine's close button on a notification is an icon with no name (axe button-name)
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
    // A region that scrolls is reached by the keyboard, or its hidden part cannot be read without a
    // mouse (axe scrollable-region-focusable; docs/ui.md, "What every screen keeps"): wide tables
    // scroll in a focusable native box, scroll areas have a focusable viewport.
    TableScrollContainer: { defaultProps: { type: 'native', tabIndex: 0 } },
    // A status badge shows its whole word ("COMPLETED", not "COMPLE..."): in a narrow table cell
    // Mantine would cut it with an ellipsis (issue 22; docs/ui.md, "What every screen keeps").
    Badge: { styles: { root: { flexShrink: 0, minWidth: 'max-content' }, label: { overflow: 'visible', textOverflow: 'clip' } } },
    ScrollArea: { defaultProps: { viewportProps: { tabIndex: 0 } } },
    ScrollAreaAutosize: { defaultProps: { viewportProps: { tabIndex: 0 } } },
    // a link inside a sentence is underlined, not told apart by its colour alone (axe link-in-text-block)
    Anchor: { defaultProps: { underline: 'always' } },
    // on a phone a row of choices wraps its labels inside the card instead of running out of it
    SegmentedControl: { styles: { root: { maxWidth: '100%' }, label: { whiteSpace: 'normal' } } },
    // the page buttons are named (axe button-name: the arrows are icons); a page's name is its number
    Pagination: {
      defaultProps: {
        getControlProps: (control: string) => ({ 'aria-label': { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' }[control] ?? control }),
        getItemProps: (page: number) => ({ 'aria-label': String(page) }),
      },
    },
  },
});

/**
 * Colours for text that carries a meaning (a status, a band): each passes WCAG AA (4.5:1) on white
 * and on the light grey of a highlighted row (gray 1), where Mantine's orange 9 (4.3:1), green 9
 * (4.4:1) and gray 6 (3.3:1) do not. Use these, not one-off colours (docs/ui.md, "What every screen keeps").
 */
export const STATUS_TEXT = {
  red: '#c92a2a',
  orange: '#a63e0a',
  blue: brand[7],
  green: '#237032',
  grey: '#495057',
} as const;

/**
 * Text contrast (WCAG AA, 4.5:1 on white): Mantine's defaults draw dimmed text and input
 * descriptions in gray 6 (3.3:1) and error messages in red 6 (3.6:1); gray 7 and red 8 pass.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    // placeholders (gray 5: 2.6:1) in gray 7
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    ...BADGE_COLOURS,
  },
  dark: {},
});

/**
 * Status colours of light, outline and filled badges and buttons (axe color-contrast on the
 * readiness bands, job states, tenure counts): Mantine draws light and outline text in shade 6
 * (green 6 on its light tint is 2.1:1) and white on a shade-6 fill (2.4:1 on green 6). These
 * colours pass 4.5:1 as text on white and on their light tint, and under white text.
 */
const DARK_STATUS: Record<string, string> = {
  green: STATUS_TEXT.green,
  orange: STATUS_TEXT.orange,
  red: STATUS_TEXT.red,
  teal: '#06664a',
  cyan: '#0b6477',
  blue: '#1864ab',
  yellow: '#735c00',
  gray: STATUS_TEXT.grey,
  olive: olive[9],
};
const BADGE_COLOURS: Record<string, string> = Object.fromEntries(Object.entries(DARK_STATUS).flatMap(([colour, value]) => [
  [`--mantine-color-${colour}-light-color`, value],
  [`--mantine-color-${colour}-outline`, value],
  ...(colour === 'yellow' || colour === 'gray' ? [] : [[`--mantine-color-${colour}-filled`, value]]),
]));
