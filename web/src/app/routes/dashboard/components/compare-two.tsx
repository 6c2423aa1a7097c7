import type { Icp } from '@icp-studio/contracts';
import { Button, Checkbox, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuColumns2 } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';

/**
 * The dashboard's "Compare two": a dialog listing the profiles on the dashboard, where the user ticks two
 * and opens them side by side (`/icps/compare`, docs/product.md §2, "Compare"). A third tick is refused until one
 * is cleared.
 */
export function CompareTwo({ profiles }: { profiles: readonly Icp[] }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const toggle = (id: string, on: boolean) =>
    setChosen((prev) => (on ? (prev.length < 2 ? [...prev, id] : prev) : prev.filter((x) => x !== id)));
  const compare = () => {
    const [a, b] = chosen;
    if (!a || !b) return;
    setOpen(false);
    navigate(`/icps/compare?a=${encodeURIComponent(a)}&b=${encodeURIComponent(b)}`);
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        setOpen(e.open);
        if (!e.open) setChosen([]);
      }}
      placement="center"
      size={{ base: 'xs', sm: 'md' }}
    >
      <Dialog.Trigger asChild>
        <Button size="sm" variant="outline">
          <LuColumns2 /> Compare two
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content borderRadius="xl">
            <Dialog.Header>
              <Dialog.Title>Compare two profiles</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text color="fg.muted" mb="3" aria-live="polite">
                {chosen.length === 2 ? 'Two chosen.' : `Choose two profiles (${chosen.length} of 2).`}
              </Text>
              <Stack gap="2" maxH="72" overflowY="auto" role="group" aria-label="Profiles to compare">
                {profiles.map((p) => {
                  const checked = chosen.includes(p.id);
                  return (
                    <Checkbox.Root
                      key={p.id}
                      checked={checked}
                      disabled={!checked && chosen.length >= 2}
                      onCheckedChange={(e) => toggle(p.id, Boolean(e.checked))}
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{p.name}</Checkbox.Label>
                    </Checkbox.Root>
                  );
                })}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="brand" disabled={chosen.length !== 2} onClick={compare}>
                Compare
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
