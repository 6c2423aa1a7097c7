import type { Icp } from '@icp-studio/contracts';
import { Button, Menu, Portal, Text } from '@chakra-ui/react';
import { LuColumns2 } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { useIcpPage } from '@/lib/icps/get-icps';

/** How many other profiles the menu offers (the most recently changed first). */
const OFFERED = 30;

/**
 * "Compare" on a profile: a menu of the other profiles the user may see (their own, or an advisor's and
 * admin's visible ones), each opening `/icps/compare` with this profile as A (docs/product.md §2, "Compare").
 */
export function CompareMenu({ icp }: { icp: Icp }) {
  const navigate = useNavigate();
  const page = useIcpPage({}, OFFERED + 1, 0);
  const others = (page.data?.items ?? []).filter((p) => p.id !== icp.id).slice(0, OFFERED);
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) =>
        navigate(`/icps/compare?a=${encodeURIComponent(icp.id)}&b=${encodeURIComponent(value)}`)
      }
    >
      <Menu.Trigger asChild>
        <Button variant="outline" size="sm">
          <LuColumns2 /> Compare
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="64" maxH="80" overflowY="auto">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>Compare with</Menu.ItemGroupLabel>
              {others.map((p) => (
                <Menu.Item key={p.id} value={p.id}>
                  <Text truncate>{p.name}</Text>
                </Menu.Item>
              ))}
              {page.isPending ? (
                <Menu.Item value="" disabled>
                  Loading…
                </Menu.Item>
              ) : !others.length ? (
                <Menu.Item value="" disabled>
                  No other profile yet
                </Menu.Item>
              ) : null}
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
