import { lazy } from 'react';

/**
 * The auth screens load on demand: a signed-in owner never needs their code, and a guest gets the login page
 * right after the small first load. The router shows its fallback meanwhile (src/app).
 */
export const LoginScreen = lazy(() => import('./LoginScreen').then((m) => ({ default: m.LoginScreen })));
export const RegisterScreen = lazy(() => import('./RegisterScreen').then((m) => ({ default: m.RegisterScreen })));
export const TokenExchangeScreen = lazy(() =>
  import('./TokenExchangeScreen').then((m) => ({ default: m.TokenExchangeScreen })),
);
export const AdminAccessScreen = lazy(() =>
  import('./TokenExchangeScreen').then((m) => ({ default: m.AdminAccessScreen })),
);
