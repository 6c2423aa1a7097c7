import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast } from '@chakra-ui/react';
import { useRef, useState, type PointerEvent } from 'react';
import { TOAST_SWIPE_THRESHOLD_PX, toaster } from '@/lib/toast';

const TOAST_BG: Record<string, string> = {
  success: 'green.700',
  error: 'red.700',
  warning: 'orange.700',
  info: 'blue.700',
};

/**
 * Swipe right to dismiss (docs/product.md §9): the toast follows the pointer to the right; let go past
 * `TOAST_SWIPE_THRESHOLD_PX` and it is dismissed, short of it and it springs back. A press on its buttons
 * is theirs.
 */
function useSwipeToDismiss(id: string | undefined) {
  const start = useRef<number | null>(null);
  const [dx, setDx] = useState(0);
  const end = (e: PointerEvent<HTMLElement>) => {
    if (start.current === null) return;
    const moved = e.clientX - start.current;
    start.current = null;
    setDx(0);
    if (moved > TOAST_SWIPE_THRESHOLD_PX && id) toaster.dismiss(id);
  };
  return {
    offset: dx,
    handlers: {
      onPointerDown: (e: PointerEvent<HTMLElement>) => {
        if ((e.target as HTMLElement).closest('button')) return;
        start.current = e.clientX;
      },
      onPointerMove: (e: PointerEvent<HTMLElement>) => {
        if (start.current !== null) setDx(Math.max(0, e.clientX - start.current));
      },
      onPointerUp: end,
      onPointerCancel: () => {
        start.current = null;
        setDx(0);
      },
    },
  };
}

function SwipeableToast({
  toast,
}: {
  toast: Parameters<Parameters<typeof ChakraToaster>[0]['children']>[0];
}) {
  const { offset, handlers } = useSwipeToDismiss(toast.id);
  return (
    <Toast.Root
      width={{ md: 'sm' }}
      boxShadow="lg"
      borderRadius="lg"
      // A shade darker than Chakra's solid colours, so white text reads at WCAG AA (4.5:1 or more).
      bg={TOAST_BG[toast.type ?? ''] ?? undefined}
      style={offset ? { transform: `translateX(${offset}px)` } : undefined}
      touchAction="pan-y"
      // Dismissed, it stays in the DOM for the remove delay: hidden and inert, never in the way.
      _closed={{
        pointerEvents: 'none',
        visibility: 'hidden',
        transition: 'translate 400ms, scale 400ms, opacity 200ms, visibility 0s 200ms',
      }}
      {...handlers}
    >
      {toast.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
      <Stack gap="1" flex="1" maxWidth="100%">
        {toast.title && <Toast.Title fontWeight="semibold">{toast.title}</Toast.Title>}
        {toast.description && <Toast.Description color="inherit">{toast.description}</Toast.Description>}
      </Stack>
      {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
      {toast.closable && <Toast.CloseTrigger />}
    </Toast.Root>
  );
}

/** The notification area; mounted once by the app provider. */
export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => <SwipeableToast toast={toast} />}
      </ChakraToaster>
    </Portal>
  );
}
