import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { system } from '@/lib/theme';
import { EditableItem } from './editable-item';

function renderItem(onSave = vi.fn()) {
  render(
    <ChakraProvider value={system}>
      <button type="button">Before</button>
      <EditableItem
        label="Qualified enquiries"
        content={<span>40 enquiries · month</span>}
        fields={[
          { key: 'name', label: 'Name', value: 'Qualified enquiries' },
          { key: 'target', label: 'Target', value: '40', number: true },
        ]}
        onSave={onSave}
      />
    </ChakraProvider>,
  );
  return onSave;
}

describe('an editable item of the generated review: focus follows the editor', () => {
  it('Enter on Edit puts the caret in the first field; Cancel brings it back to Edit', async () => {
    const user = userEvent.setup();
    renderItem();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Edit "Qualified enquiries"' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Edit "Qualified enquiries"' })).toHaveFocus();
  });

  it('Save by Enter in a field saves and brings focus back to Edit, never to the page', async () => {
    const user = userEvent.setup();
    const onSave = renderItem();
    await user.click(screen.getByRole('button', { name: 'Edit "Qualified enquiries"' }));
    const target = screen.getByLabelText('Target');
    await user.clear(target);
    await user.type(target, '25{Enter}');
    expect(onSave).toHaveBeenCalledWith({ name: 'Qualified enquiries', target: '25' });
    expect(screen.getByRole('button', { name: 'Edit "Qualified enquiries"' })).toHaveFocus();
    expect(document.activeElement).not.toBe(document.body);
  });
});
