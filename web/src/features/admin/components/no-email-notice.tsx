import { Alert } from '@chakra-ui/react';

/**
 * On the admin dashboard when the install cannot send e-mail (the metrics' `emailConfigured: false`):
 * password reset and e-mail change links reach no one until SMTP_URL is set (docs/product.md, Admin).
 */
export function NoEmailNotice() {
  return (
    <Alert.Root status="warning" borderRadius="lg" data-testid="no-email-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>This installation cannot send e-mail</Alert.Title>
        <Alert.Description>
          No mail server is set up (SMTP_URL), so password reset and e-mail change links reach no one. Users
          who forget their password are told to ask you. Set SMTP_URL for the auth service to send them.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
