import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './router';

/** The app: one query client and the router; everything else hangs off the root route (Root.tsx). */
export function App() {
  const [queryClient] = useState(() => new QueryClient());
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
