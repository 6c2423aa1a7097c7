import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast } from '@chakra-ui/react';
import { toaster } from '@/lib/toast';

const TOAST_BG: Record<string, string> = {
  success: 'green.700',
  error: 'red.700',
  warning: 'orange.700',
  info: 'blue.700',
};

/** The notification area; mounted once by the app provider. */
export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root
            width={{ md: 'sm' }}
            boxShadow="lg"
            borderRadius="lg"
            // A shade darker than Chakra's solid colours, so white text reads at WCAG AA (4.5:1 or more).
            bg={TOAST_BG[toast.type ?? ''] ?? undefined}
          >
            {toast.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title fontWeight="semibold">{toast.title}</Toast.Title>}
              {toast.description && (
                <Toast.Description color="inherit">{toast.description}</Toast.Description>
              )}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
