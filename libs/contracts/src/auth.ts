import { z } from 'zod';
import { userSchema } from './users.js';

/** docs/product.md §5, with its messages verbatim. Shared by the server and the web forms. */
export const usernameSchema = z
  .string()
  .min(3, 'Username must be at least 3 characters')
  .max(20, 'Username must be less than 20 characters')
  .regex(/^[a-zA-Z0-9_]+$/, 'Username can only contain letters, numbers, and underscores');

export const emailSchema = z
  .string()
  .trim()
  .max(254, 'Please enter a valid email address')
  .pipe(z.email('Please enter a valid email address'));

const nameSchema = (label: string) =>
  z.string().trim().min(1, `${label} is required`).max(50, `${label} must be less than 50 characters`);

export const PASSWORD_MAX = 128;
export const passwordSchema = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .max(PASSWORD_MAX, `Password must be less than ${PASSWORD_MAX} characters`)
  .regex(/[a-z]/, 'Password must contain at least one lowercase letter')
  .regex(/[A-Z]/, 'Password must contain at least one uppercase letter')
  .regex(/[0-9]/, 'Password must contain at least one number')
  .regex(/[!@#$%^&*]/, 'Password must contain at least one special character');

export const registerRequestSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  firstName: nameSchema('First name'),
  lastName: nameSchema('Last name'),
  password: passwordSchema,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** The register form adds confirmPassword; the API does not take it. */
export const registerFormSchema = registerRequestSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

export const loginRequestSchema = z.object({
  username: z.string().trim().min(1, 'Username or email is required').max(254, 'Invalid credentials'),
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX, 'Invalid credentials'),
  rememberMe: z.boolean().optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** AUTH.loginAccountKey: which account a sign-in identifier names. */
export const loginAccountKeyRequestSchema = loginRequestSchema.pick({ username: true });
export const loginAccountKeySchema = z.object({ accountKey: z.string().min(1).max(300) });
export type LoginAccountKey = z.infer<typeof loginAccountKeySchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;
/**
 * The answer to forgot-password: the same message whether the account exists or not; added with the
 * no-SMTP notice, `emailConfigured: false` when the install cannot send e-mail (no link will come, and
 * the page says so). Absent when it can.
 */
export const forgotPasswordResponseSchema = z.object({
  message: z.string(),
  emailConfigured: z.boolean().optional(),
});
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponseSchema>;

export const resetTokenSchema = z
  .string()
  .min(1, 'Reset link is invalid')
  .max(200, 'Reset link is invalid')
  .regex(/^[A-Za-z0-9_-]+$/, 'Reset link is invalid');

export const resetPasswordRequestSchema = z.object({ token: resetTokenSchema, newPassword: passwordSchema });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const resetPasswordFormSchema = z
  .object({ newPassword: passwordSchema, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

export const authCheckResponseSchema = z.object({
  authenticated: z.boolean(),
  user: userSchema.nullable(),
});
export type AuthCheckResponse = z.infer<typeof authCheckResponseSchema>;

export const loginResponseSchema = z.object({ message: z.string(), user: userSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** What the gateway keeps per request: the actor plus the session version that ends old sessions. */
export const resolvedActorSchema = z.object({
  user: userSchema,
  sessionVersion: z.number().int(),
});
export type ResolvedActor = z.infer<typeof resolvedActorSchema>;

/** Password strength meter, docs/product.md §5. */
export type StrengthLabel = 'Weak' | 'Fair' | 'Good' | 'Strong';
export function passwordStrength(password: string): { score: number; label: StrengthLabel } {
  let score = 0;
  if (password.length >= 8) score += 25;
  if (/[a-z]/.test(password)) score += 25;
  if (/[A-Z]/.test(password)) score += 25;
  if (/[0-9]/.test(password)) score += 12.5;
  if (/[!@#$%^&*]/.test(password)) score += 12.5;
  const label: StrengthLabel = score <= 25 ? 'Weak' : score <= 50 ? 'Fair' : score <= 75 ? 'Good' : 'Strong';
  return { score, label };
}

/** The checklist under the register and reset password fields. */
export const PASSWORD_CHECKLIST: ReadonlyArray<{ label: string; test: (p: string) => boolean }> = [
  { label: 'At least 8 characters', test: (p) => p.length >= 8 },
  { label: 'One lowercase letter', test: (p) => /[a-z]/.test(p) },
  { label: 'One uppercase letter', test: (p) => /[A-Z]/.test(p) },
  { label: 'One number', test: (p) => /[0-9]/.test(p) },
  { label: 'One special character (!@#$%^&*)', test: (p) => /[!@#$%^&*]/.test(p) },
];

/* ---- The signed-in user's own account (Settings › Account; docs/product.md, Account) ---- */

/** The current password, asked before any change that could lock the owner out. */
export const currentPasswordSchema = z
  .string()
  .min(1, 'Enter your current password')
  .max(PASSWORD_MAX, 'Current password is incorrect');

/** `POST /api/auth/password`: the new password follows the registration rules. */
export const changePasswordRequestSchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: passwordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** The account panel's password form adds the confirmation; the API does not take it. */
export const changePasswordFormSchema = changePasswordRequestSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** `POST /api/auth/email-change`: a link goes to the new address; the change waits for it. */
export const emailChangeRequestSchema = z.object({
  newEmail: emailSchema,
  currentPassword: currentPasswordSchema,
});
export type EmailChangeRequest = z.infer<typeof emailChangeRequestSchema>;

export const emailChangeTokenSchema = z
  .string()
  .min(1, 'This confirmation link is invalid')
  .max(200, 'This confirmation link is invalid')
  .regex(/^[A-Za-z0-9_-]+$/, 'This confirmation link is invalid');

/** `POST /api/auth/email-change/confirm`: the token of the link sent to the new address. */
export const confirmEmailChangeRequestSchema = z.object({ token: emailChangeTokenSchema });
export type ConfirmEmailChangeRequest = z.infer<typeof confirmEmailChangeRequestSchema>;

/** What confirming answers: the message and the address the account now has. */
export const confirmEmailChangeResponseSchema = z.object({ message: z.string(), email: z.string() });
export type ConfirmEmailChangeResponse = z.infer<typeof confirmEmailChangeResponseSchema>;

/**
 * `POST /api/auth/email-change/undo`: the token of the link sent to the OLD address once a change was
 * confirmed (docs/product.md §7, "Account recovery").
 */
export const emailChangeUndoTokenSchema = z
  .string()
  .min(1, 'This undo link is invalid')
  .max(200, 'This undo link is invalid')
  .regex(/^[A-Za-z0-9_-]+$/, 'This undo link is invalid');
export const undoEmailChangeRequestSchema = z.object({ token: emailChangeUndoTokenSchema });
export type UndoEmailChangeRequest = z.infer<typeof undoEmailChangeRequestSchema>;

/** What undoing answers: the message and the address the account has again. */
export const undoEmailChangeResponseSchema = z.object({ message: z.string(), email: z.string() });
export type UndoEmailChangeResponse = z.infer<typeof undoEmailChangeResponseSchema>;

/** `DELETE /api/auth/me`: the current password confirms the deletion. */
export const deleteMeRequestSchema = z.object({ currentPassword: currentPasswordSchema });
export type DeleteMeRequest = z.infer<typeof deleteMeRequestSchema>;

/** `GET /api/auth/me/export` ("Download my data"): the parts each service holds of the user. */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  /** The user record: never a password hash, a token or an AI key. */
  user: userSchema,
  profiles: z.array(z.unknown()),
  drafts: z.array(z.unknown()),
  playbooks: z.array(z.unknown()),
  notes: z.array(z.unknown()),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
