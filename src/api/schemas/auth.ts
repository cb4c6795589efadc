import { z } from 'zod';

/** Tokens returned by login, register, the identity-provider exchange and the admin access call (SPEC §3). */
export const authTokensSchema = z.object({ access_token: z.string(), refresh_token: z.string() });
export type AuthTokens = z.infer<typeof authTokensSchema>;

/** POST /auth/token/refresh/ reads `access` and `refresh` (SPEC §7); a server without rotation may omit refresh. */
export const refreshResponseSchema = z.object({ access: z.string(), refresh: z.string().optional() });
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

export const credentialsSchema = z.object({ email: z.string(), password: z.string() });
export type Credentials = z.infer<typeof credentialsSchema>;

export const changePasswordSchema = z.object({
  /** Left out when the user has no password yet (SPEC §4). */
  old_password: z.string().optional(),
  new_password: z.string(),
});
export type ChangePassword = z.infer<typeof changePasswordSchema>;
