import type { User } from '@icp-studio/contracts';
import { Stack } from '@chakra-ui/react';
import { DeleteAccountSection } from './delete-account-section';
import { EmailSection } from './email-section';
import { MyDataSection } from './my-data-section';
import { NotificationsSection } from './notifications-section';
import { PasswordSection } from './password-section';
import { ProfileSection } from './profile-section';

/**
 * Settings › Account (docs/product.md, Account): the user's name and profession, their e-mail address
 * (changed through a link to the new one), their password, how notifications come by e-mail (§15), a download of their data, and deleting the
 * account.
 */
export function AccountPanel({ user }: { user: User }) {
  return (
    <Stack gap="6">
      <ProfileSection user={user} />
      <EmailSection user={user} />
      <PasswordSection />
      <NotificationsSection />
      <MyDataSection />
      <DeleteAccountSection user={user} />
    </Stack>
  );
}
