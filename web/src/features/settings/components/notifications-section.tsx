import type { NotificationEmailChoice, NotificationSettings } from '@icp-studio/contracts';
import { RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, getServerMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/toast';
import { AccountSection } from './account-section';

const settingsKey = ['notifications', 'settings'] as const;

const CHOICES: { value: NotificationEmailChoice; label: string; hint: string }[] = [
  { value: 'instant', label: 'Instant', hint: 'One e-mail for each mention, task or client, as it happens.' },
  {
    value: 'digest',
    label: 'Daily digest',
    hint: 'One e-mail a day listing what you have not been mailed yet.',
  },
  { value: 'none', label: 'None', hint: 'Only the bell in the header; no e-mail.' },
];

/** Settings › Account › E-mail notifications (docs/product.md §15): instant, daily digest or none. */
export function NotificationsSection() {
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }): Promise<NotificationSettings> => api.call('getNotificationSettings', { signal }),
  });
  const save = useMutation({
    mutationFn: (email: NotificationEmailChoice) =>
      api.call('updateNotificationSettings', { body: { email } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(settingsKey, answer);
      notifySuccess('E-mail notifications saved');
    },
    onError: (error) => notifyError(getServerMessage(error, 'Could not save the e-mail notifications')),
  });

  return (
    <AccountSection
      id="notifications"
      title="E-mail notifications"
      description="When someone mentions you, gives you a task, completes a task you gave, or assigns you a client."
    >
      {settings.isError ? (
        <Text color="fg.error">Could not load your choice.</Text>
      ) : (
        <RadioGroup.Root
          value={save.isPending ? save.variables : (settings.data?.email ?? null)}
          onValueChange={(e) => e.value && save.mutate(e.value as NotificationEmailChoice)}
          disabled={settings.isPending || save.isPending}
          colorPalette="brand"
          aria-label="E-mail notifications"
        >
          <Stack gap="3">
            {CHOICES.map((c) => (
              <RadioGroup.Item key={c.value} value={c.value} alignItems="start">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>
                  <Text fontWeight="medium">{c.label}</Text>
                  <Text color="fg.muted" textStyle="sm">
                    {c.hint}
                  </Text>
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      )}
    </AccountSection>
  );
}
