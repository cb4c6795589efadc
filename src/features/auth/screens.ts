/**
 * The auth screens, for src/app/routes.tsx only, which imports this module lazily (`import()`): a signed-in
 * owner never loads their code, and a guest's /login loads just this chunk after the small first load.
 */
export { LoginScreen } from './LoginScreen';
export { RegisterScreen } from './RegisterScreen';
export { TokenExchangeScreen, AdminAccessScreen } from './TokenExchangeScreen';
