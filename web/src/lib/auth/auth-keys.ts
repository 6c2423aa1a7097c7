/** Query keys of the auth feature; invalidate with `authKeys.all`. */
export const authKeys = {
  all: ['auth'] as const,
  check: () => [...authKeys.all, 'check'] as const,
};
