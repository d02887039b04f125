/** Query keys of the auth area, in one factory so invalidation and reads agree. */
export const authKeys = {
  all: ['auth'] as const,
  session: () => [...authKeys.all, 'session'] as const,
};
