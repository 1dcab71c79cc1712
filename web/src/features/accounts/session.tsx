import { useQuery } from '@apollo/client/react';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { MeDocument, type Role, type UserFieldsFragment } from '../../generated/graphql';

interface SessionState {
  user: UserFieldsFragment | null;
  loading: boolean;
  refresh(): Promise<unknown>;
}

const SessionContext = createContext<SessionState>({ user: null, loading: true, refresh: async () => undefined });

/** Who is signed in, asked of the server (the session cookie is httpOnly, so the browser cannot read it). */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { data, loading, refetch } = useQuery(MeDocument, { fetchPolicy: 'cache-and-network' });
  const user = data?.me ?? null;
  const waiting = loading && !data;
  // A stable value: re-rendering every reader (a server-rendered page being hydrated among them) only on a real change.
  const session = useMemo(() => ({ user, loading: waiting, refresh: () => refetch() }), [user, waiting, refetch]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export const useSession = (): SessionState => useContext(SessionContext);

/** Where each role lands after login. */
export const HOME_OF_ROLE: Record<Role, string> = {
  VOLUNTEER: '/volunteer-dashboard',
  DS_OFFICER: '/ds-dashboard',
  DMC_OFFICER: '/dmc-dashboard',
};
