import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { smallScreenMaxWidth } from './tokens';
import { vars } from './vars.css';

// Layout atoms with a fixed vocabulary from the tokens; responsive on the one breakpoint the app uses.
const layout = defineProperties({
  conditions: {
    small: {},
    large: { '@media': `screen and (min-width: ${smallScreenMaxWidth + 1}px)` },
  },
  defaultCondition: 'small',
  properties: {
    display: ['none', 'flex', 'grid', 'block', 'inline-flex'],
    flexDirection: ['row', 'column'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    flexWrap: ['wrap', 'nowrap'],
    gap: vars.space,
    padding: vars.space,
    paddingInline: vars.space,
    paddingBlock: vars.space,
    margin: vars.space,
    marginBlock: vars.space,
  },
});

export const sprinkles = createSprinkles(layout);
export type Sprinkles = Parameters<typeof sprinkles>[0];
