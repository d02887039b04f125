/**
 * The root of every route: composes the session lifecycle (features/session) with the session
 * query (features/auth). It installs the lazy refresh and the 401 handling on every API call,
 * keeps the session clock on the signed-in user, and, while someone is signed in, mounts the
 * countdown (its own chunk, so the login page does not download it).
 */
import { useLayoutEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Outlet, useNavigate } from 'react-router';
import { useToast } from '../components/toast/toast-context';
import { GlobalServices } from './global-services';
import { getEnvironment } from '../config/environment';
import { STORAGE_KEYS_KEPT_ON_LOGOUT } from '../config/storage-keys';
import { clearLocalStorageExcept } from '../lib/storage';
import { fetchSession, sessionQueryOptions } from '../features/auth/api/get-session';
import { createSessionRuntime } from '../features/session/model/session-runtime';
import { SessionRuntimeContext } from '../features/session/model/session-runtime-context';
import { lazyPart, OptionalPart } from '../components/optional-part';

const SessionLifecycle = lazyPart(() =>
  import('../features/session/components/session-lifecycle').then((m) => ({ default: m.SessionLifecycle })),
);

export function SessionRoot() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  // Reads what the route guards loaded; never fetches by itself (a 404 page need not ask).
  const { data: user } = useQuery({ ...sessionQueryOptions(), enabled: false });

  const [runtime] = useState(() => {
    const sessionKey = sessionQueryOptions().queryKey;
    return createSessionRuntime({
      environment: getEnvironment,
      navigate: (to) => navigate(to, { replace: true }),
      toast,
      fetchSession: async () => {
        const alive = await fetchSession();
        if (alive) queryClient.setQueryData(sessionKey, alive);
        return alive;
      },
      reloadSession: () => queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 }),
      forgetSession: () => {
        clearLocalStorageExcept(STORAGE_KEYS_KEPT_ON_LOGOUT);
        queryClient.removeQueries();
        // Known signed out: the login route need not ask the server again.
        queryClient.setQueryData(sessionKey, null);
      },
    });
  });

  // Layout effects run before any screen's own effects, whose first calls must already see these.
  useLayoutEffect(() => runtime.install(), [runtime]);
  useLayoutEffect(() => runtime.clock.track(user ?? null), [runtime, user]);

  return (
    <SessionRuntimeContext value={runtime}>
      <Outlet />
      <GlobalServices />
      {user && (
        <OptionalPart>
          <SessionLifecycle />
        </OptionalPart>
      )}
    </SessionRuntimeContext>
  );
}
