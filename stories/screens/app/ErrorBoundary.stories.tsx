import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { RouteErrorScreen } from '../../../src/app/RouteErrorScreen';

function Thrower({ message }: { message: string }): never {
  throw new Error(message);
}

/** A router whose /broken route fails the way the story says, with the app's error element. */
function BrokenRoute({ failure }: { failure: 'thrown' | 'notFound' }) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          element: <Outlet />,
          errorElement: <RouteErrorScreen />,
          children: [
            { path: '/forms', element: <h1>My Forms</h1> },
            failure === 'thrown'
              ? { path: '/broken', element: <Thrower message="Cannot read properties of undefined (reading 'fields')" /> }
              : {
                  path: '/broken',
                  loader: () => {
                    throw new Response('', { status: 404, statusText: 'Not Found' });
                  },
                  element: null,
                },
          ],
        },
      ],
      { initialEntries: ['/broken'] },
    ),
  );
  return <RouterProvider router={router} />;
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
    await expect(within(panel).getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
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
