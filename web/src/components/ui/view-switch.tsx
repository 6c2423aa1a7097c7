import { Group, IconButton } from '@chakra-ui/react';
import { LuLayoutGrid, LuTable2 } from 'react-icons/lu';

export const LIST_VIEWS = ['grid', 'table'] as const;
export type ListView = (typeof LIST_VIEWS)[number];

/** The grid/table switch of a list (two toggle buttons; the pressed one is the current view). */
export function ViewSwitch({ value, onChange }: { value: ListView; onChange: (view: ListView) => void }) {
  const option = (view: ListView, label: string, icon: React.ReactNode) => (
    <IconButton
      aria-label={label}
      aria-pressed={value === view}
      title={label}
      size="sm"
      variant={value === view ? 'subtle' : 'outline'}
      colorPalette={value === view ? 'brand' : 'gray'}
      onClick={() => onChange(view)}
    >
      {icon}
    </IconButton>
  );
  return (
    <Group attached role="group" aria-label="View">
      {option('grid', 'Grid view', <LuLayoutGrid />)}
      {option('table', 'Table view', <LuTable2 />)}
    </Group>
  );
}
