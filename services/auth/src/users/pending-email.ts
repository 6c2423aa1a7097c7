/**
 * The SET clause of `auth.users` that drops a pending e-mail change (its link stops working): written
 * by every password change or reset and by the e-mail change itself (docs/product.md §7, "Account
 * recovery").
 */
export const CANCEL_PENDING_EMAIL =
  'pending_email = NULL, pending_email_token_hash = NULL, pending_email_expires_at = NULL';
