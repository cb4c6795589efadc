import { globalStyle, style } from '@vanilla-extract/css';
import { tokens } from '../../tokens/tokens';
import { vars } from '../../tokens/vars.css';

export const box = style({ alignItems: 'stretch' });

/** The grip: six 2 px dots in a corner triangle, on whole pixels so every browser draws them the same. */
const gripDots = [
  [8, 2],
  [5, 5],
  [8, 5],
  [2, 8],
  [5, 8],
  [8, 8],
]
  .map(([x, y]) => `<rect x='${x}' y='${y}' width='2' height='2'/>`)
  .join('');
const grip = `url("data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10' fill='${tokens.color.textMuted}'>${gripDots}</svg>`,
)}")`;

/**
 * A text box the person can make taller. The corner grip is drawn here, not by the browser: a native grip looks
 * different in every browser build (and so would every screenshot with one).
 */
export const resizable = style({ resize: 'vertical' });

globalStyle(`${resizable}::-webkit-resizer`, {
  backgroundColor: 'transparent',
  backgroundImage: grip,
  backgroundRepeat: 'no-repeat',
  backgroundPosition: 'right 3px bottom 3px',
});

export const textarea = style([
  resizable,
  {
    minHeight: 96,
    overflowWrap: 'anywhere',
    fontFamily: vars.font.body,
  },
]);
