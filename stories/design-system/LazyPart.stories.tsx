import type { Meta, StoryObj } from '@storybook/react-vite';
import { startTransition, Suspense, useState, type ComponentType } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Button, Inline, lazyPart, Stack, TextField } from '../../src/design-system';

/** What the lazily loaded part draws: a field that keeps what a person typed in its own state. */
function Note() {
  const [text, setText] = useState('');
  return <TextField label="Note" value={text} onChange={(event) => setText(event.target.value)} />;
}

/** Delivers the code of the part on the canvas, as the network would: no update of React's comes with it. */
let codeArrives: () => void = () => undefined;

/**
 * A page with a lazy part whose code arrives when the play function says so (made at render, after Storybook's
 * preload, so its code is not in yet), and a "Draw again" that re-renders the page around it.
 */
function LazyPartDemo({ inATransition, atOnce = false }: { inATransition: boolean; atOnce?: boolean }) {
  const [Part] = useState(() => {
    if (atOnce) return lazyPart(() => Promise.resolve(Note));
    let arrive: (component: ComponentType) => void = () => undefined;
    const code = new Promise<ComponentType>((resolve) => (arrive = resolve));
    codeArrives = () => arrive(Note);
    return lazyPart(() => code);
  });
  const [shown, setShown] = useState(!inATransition);
  const [drawn, setDrawn] = useState(1);
  return (
    <Stack>
      <Inline>
        {inATransition && <Button onClick={() => startTransition(() => setShown(true))}>Show the note</Button>}
        <Button variant="secondary" onClick={() => setDrawn(drawn + 1)}>
          Draw again ({drawn})
        </Button>
      </Inline>
      <Suspense fallback={<p>The note is loading…</p>}>{shown && <Part />}</Suspense>
    </Stack>
  );
}

const meta = {
  title: 'Design System/LazyPart',
  component: LazyPartDemo,
  args: { inATransition: false },
} satisfies Meta<typeof LazyPartDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The part's first render waits for its code: the fallback shows; what is typed once it is in stays through re-renders. */
export const LoadedAfterFirstPaint: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The note is loading…')).toBeVisible();
    codeArrives();
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Note' }), 'kept');
    await userEvent.click(canvas.getByRole('button', { name: /Draw again/ }));
    await expect(canvas.getByRole('button', { name: 'Draw again (2)' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Note' })).toHaveValue('kept');
  },
};

/** Shown in a transition (as a menu's popup opens), the part keeps what was typed when the page is drawn again. */
export const LoadedInATransition: Story = {
  args: { inATransition: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show the note' }));
    codeArrives();
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Note' }), 'kept');
    await userEvent.click(canvas.getByRole('button', { name: /Draw again/ }));
    await expect(canvas.getByRole('button', { name: 'Draw again (2)' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Note' })).toHaveValue('kept');
  },
};

/** Code that arrives within the first render's own wait (already on its way): what is typed stays through re-renders. */
export const LoadedAtOnce: Story = {
  args: { atOnce: true },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Note' }), 'kept');
    await userEvent.click(canvas.getByRole('button', { name: /Draw again/ }));
    await expect(canvas.getByRole('button', { name: 'Draw again (2)' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Note' })).toHaveValue('kept');
  },
};
