import { z } from 'zod'

// The better-auth endpoints the web calls, as far as the web relies on them: better-auth validates its
// own input, and its answers carry more than these fields (session tokens are removed by the server).

export const SignUpInputSchema = z.object({
  name: z.string(),
  email: z.string(),
  password: z.string(),
  /** where the verification link in the e-mail leads */
  callbackURL: z.string().optional(),
})
export const SignUpResponseSchema = z.object({ user: z.object({ id: z.string(), emailVerified: z.boolean() }) })

export const SignInInputSchema = z.object({
  email: z.string(),
  password: z.string(),
  callbackURL: z.string().optional(),
})
export const SignInResponseSchema = z.union([
  z.object({ user: z.object({ id: z.string(), emailVerified: z.boolean() }) }),
  /** two-factor is on: no session yet; a code goes to verify-totp or verify-backup-code */
  z.object({ twoFactorRedirect: z.literal(true), twoFactorMethods: z.array(z.string()).optional() }),
])
export type SignInResponse = z.infer<typeof SignInResponseSchema>

export const RequestPasswordResetInputSchema = z.object({
  email: z.string(),
  /** where the reset link in the e-mail leads */
  redirectTo: z.string().optional(),
})
export const ResetPasswordInputSchema = z.object({ token: z.string(), newPassword: z.string() })
export const SendVerificationEmailInputSchema = z.object({ email: z.string(), callbackURL: z.string().optional() })

/** better-auth's answer to the password-reset and verification-mail requests. */
export const AuthStatusResponseSchema = z.object({ status: z.boolean() })

export const ChangePasswordInputSchema = z.object({
  currentPassword: z.string(),
  newPassword: z.string(),
  /** end every other session of the account (this browser gets a new one); true unless it says false */
  revokeOtherSessions: z.boolean().optional(),
})
export const ChangePasswordResponseSchema = z.object({ user: z.object({ id: z.string() }) })

export const TwoFactorPasswordInputSchema = z.object({ password: z.string() })
/** The authenticator app's otpauth:// address and the ten backup codes, shown once. */
export const TwoFactorEnableResponseSchema = z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) })
export const TwoFactorCodeInputSchema = z.object({ code: z.string() })
/** A verified code: the session is in the cookie (its token is removed from the body). */
export const TwoFactorVerifiedSchema = z.object({ user: z.object({ id: z.string() }) })

/** GET /api/auth/get-session: better-auth's session (no token: server/auth/auth-response.ts), or null. */
export const AuthSessionResponseSchema = z.object({ user: z.object({ id: z.string() }) }).nullable()
/** POST /api/auth/update-user: the fields of better-auth's user the product lets a member change. */
export const UpdateUserInputSchema = z.object({ name: z.string().optional(), image: z.string().nullable().optional() })
