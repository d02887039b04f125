/** Puts a client as the server answered it in place in the cached list (edit, rotate, revoke). */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ProductClient } from '@painel/contracts';

export function replaceClient(queryClient: QueryClient, key: QueryKey, saved: ProductClient) {
  queryClient.setQueryData<{ list: ProductClient[] }>(key, (current) =>
    current ? { list: current.list.map((c) => (c.id === saved.id ? saved : c)) } : current,
  );
}
