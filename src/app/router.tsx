import { createBrowserRouter } from 'react-router-dom';
import { appRoutes } from './routes';

/** The router base is the product's homepage setting (SPEC §2), given to Vite as BASE_URL ('/app/'). */
export const routerBasename = import.meta.env.BASE_URL.replace(/\/+$/, '') || '/';

export function createAppRouter() {
  return createBrowserRouter(appRoutes, { basename: routerBasename });
}
