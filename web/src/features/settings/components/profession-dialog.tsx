import { Button, Dialog, Field, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ProfessionSelect } from '@/components/ui/profession-select';
import { useUpdateMe } from '../api/update-me';

/**
 * The first sign-in question (docs/product.md, Account): which trade the user works in, so examples,
 * score tips and the built-in AI speak of their clients from the first profile on. Asked once: "Skip for
 * now" answers it too, and Settings › Account changes it later.
 */
export function ProfessionDialog({ open }: { open: boolean }) {
  const [profession, setProfession] = useState('');
  const update = useUpdateMe();

  const answer = (body: { profession?: string }) => update.mutate(body);

  return (
    <Dialog.Root
      open={open}
      placement="center"
      motionPreset="slide-in-bottom"
      closeOnInteractOutside={false}
      onOpenChange={(e) => {
        if (!e.open && !update.isPending) answer({});
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content borderRadius="xl" data-testid="profession-dialog">
            <Dialog.Header>
              <Dialog.Title>What is your profession?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text color="fg.muted" id="profession-why">
                  ICP Studio tailors examples, AI suggestions and quality tips to the clients of your trade.
                  You can change it any time under Settings › Account.
                </Text>
                <Field.Root>
                  <Field.Label htmlFor="first-profession">Profession</Field.Label>
                  <ProfessionSelect
                    id="first-profession"
                    value={profession}
                    onChange={setProfession}
                    aria-describedby="profession-why"
                  />
                </Field.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="ghost" onClick={() => answer({})} disabled={update.isPending}>
                Skip for now
              </Button>
              <Button
                colorPalette="brand"
                onClick={() => answer({ profession })}
                disabled={!profession}
                loading={update.isPending}
              >
                Save
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
