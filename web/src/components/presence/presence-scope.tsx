import { useRef, type FocusEvent, type ReactNode } from 'react';
import { PresenceContext, usePresence } from '@/lib/realtime/use-presence';

/** The attribute a form field carries with its label, so a focus inside it names the field. */
export const PRESENCE_FIELD_ATTRIBUTE = 'data-presence-field';

function fieldOf(target: EventTarget | null): string | null {
  if (!(target instanceof Element)) return null;
  return target.closest(`[${PRESENCE_FIELD_ATTRIBUTE}]`)?.getAttribute(PRESENCE_FIELD_ATTRIBUTE) ?? null;
}

/**
 * An item's page with presence (docs/product.md §4): joins `room`'s presence while mounted, tells which
 * field has the focus (a `FormField` or `TagListInput` inside names its label), and gives its
 * `PresenceBar` and the fields' badges who else is there. A field counts as edited only once the user
 * has pressed a key or the pointer on the page: the wizards put the focus in their first field when
 * they open, and someone merely opening one is viewing, not editing "Profile name".
 */
export function PresenceScope({ room, children }: { room: string | null | undefined; children: ReactNode }) {
  const presence = usePresence(room);
  const { focus } = presence;
  const engaged = useRef(false);
  const engage = (event: { target: EventTarget | null }) => {
    if (engaged.current) return;
    engaged.current = true;
    // A key pressed in the field the page focused: that field is being edited now.
    if (event.target instanceof Element && event.target === document.activeElement)
      focus(fieldOf(event.target));
  };
  return (
    <PresenceContext.Provider value={presence}>
      <div
        style={{ display: 'contents' }}
        onKeyDownCapture={engage}
        onPointerDownCapture={engage}
        onFocus={(event: FocusEvent) => engaged.current && focus(fieldOf(event.target))}
        onBlur={(event: FocusEvent) => engaged.current && focus(fieldOf(event.relatedTarget))}
      >
        {children}
      </div>
    </PresenceContext.Provider>
  );
}
