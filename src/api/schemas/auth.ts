import { z } from 'zod';

/** Tokens returned by login, register, the identity-provider exchange and the admin access call. */
export const authTokensSchema = z.object({ access_token: z.string(), refresh_token: z.string() });
export type AuthTokens = z.infer<typeof authTokensSchema>;

/** POST /auth/token/refresh/ reads `access` and `refresh`; a server without rotation may omit refresh. */
export const refreshResponseSchema = z.object({ access: z.string(), refresh: z.string().optional() });
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

/** Login and register: the server requires both, non-empty. */
export const credentialsSchema = z.object({ email: z.string().min(1), password: z.string().min(1) });
export type Credentials = z.infer<typeof credentialsSchema>;

export const changePasswordSchema = z.object({
  /** Left out when the user has no password yet. */
  old_password: z.string().optional(),
  new_password: z.string().min(1),
});
export type ChangePassword = z.infer<typeof changePasswordSchema>;

/** The body of the refresh and logout calls: the refresh token to renew or revoke. */
export const refreshRequestSchema = z.object({ refresh: z.string().min(1) });
export type RefreshRequest = z.infer<typeof refreshRequestSchema>;

/** The identity provider's one-time code, exchanged for tokens. */
export const identityProviderCodeSchema = z.object({ code: z.string().min(1) });
export type IdentityProviderCode = z.infer<typeof identityProviderCodeSchema>;
