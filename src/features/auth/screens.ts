/**
 * The auth screens, for src/app/routes.tsx only, which imports this module lazily (`import()`): a signed-in
 * owner never loads their code, and a guest's /login loads just this chunk after the small first load. The token
 * exchange screens (a link from another product, an admin's access) load on their own: /login has no use for them.
 */
export { LoginScreen } from './LoginScreen';
export { RegisterScreen } from './RegisterScreen';
