import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, Outlet, useRoutes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { toElementRoutes } from '../../../src/app/router';
import { RouteErrorScreen } from '../../../src/app/RouteErrorScreen';

function Thrower({ failure }: { failure: 'thrown' | 'notFound' }): never {
  if (failure === 'notFound') throw new Response('', { status: 404, statusText: 'Not Found' });
  throw new Error("Cannot read properties of undefined (reading 'fields')");
}

function Routes({ failure }: { failure: 'thrown' | 'notFound' }) {
  return useRoutes(
    toElementRoutes([
      {
        element: <Outlet />,
        errorElement: <RouteErrorScreen />,
        children: [
          { path: '/forms', element: <h1>My Forms</h1> },
          { path: '/broken', element: <Thrower failure={failure} /> },
        ],
      },
    ]),
  );
}

/** A router whose /broken route fails the way the story says, with the app's error element. */
function BrokenRoute({ failure }: { failure: 'thrown' | 'notFound' }) {
  return (
    <MemoryRouter initialEntries={['/broken']}>
      <Routes failure={failure} />
    </MemoryRouter>
  );
}

const meta = {
  title: 'Screens/App/ErrorBoundary',
  component: BrokenRoute,
  tags: ['!autodocs'],
  args: { failure: 'thrown' },
  parameters: { router: false, layout: 'fullscreen' },
} satisfies Meta<typeof BrokenRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThrownError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await canvas.findByRole('alert');
    // The panel is all the page shows: its heading is the page's h1, in the page's one main landmark.
    await expect(within(panel).getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('main')).toHaveLength(1);
    await expect(within(panel).getByText("Cannot read properties of undefined (reading 'fields')")).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: 'Back to My Forms' }));
    await expect(await canvas.findByRole('heading', { name: 'My Forms' })).toBeVisible();
  },
};

export const NotFoundResponse: Story = {
  args: { failure: 'notFound' },
  play: async ({ canvasElement }) => {
    const panel = await within(canvasElement).findByRole('alert');
    await expect(within(panel).getByText('404 Not Found')).toBeVisible();
  },
};
