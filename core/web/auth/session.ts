// Sign-in state: who is signed in, signing in and out.
import { getDefaultStore, useAtomValue } from 'jotai';
import { notifications } from '@mantine/notifications';
import { FetchError } from 'ofetch';
import type { CurrentUser, LoginInput } from '../../shared/auth';
import { quietApi, errorMessage } from '../http';
import { showErrorNotice } from '../notify';
import { resetProjects } from '../project/state';
import { userAtom } from './userAtom';

const store = getDefaultStore();

/** Asks the server who is signed in (once at start). */
export async function loadCurrentUser(): Promise<void> {
  try {
    store.set(userAtom, await quietApi<CurrentUser>('/auth/me'));
  } catch (error) {
    if (!(error instanceof FetchError && error.statusCode === 401)) showErrorNotice(errorMessage(error));
    store.set(userAtom, null);
  }
}

/** Signs in; throws the server's error for the form to show. */
export async function signIn(input: LoginInput): Promise<CurrentUser> {
  const user = await quietApi<CurrentUser>('/auth/login', { method: 'POST', body: input });
  // Notices from the lost session ("Please sign in") are over.
  notifications.clean();
  resetProjects();
  store.set(userAtom, user);
  return user;
}

export async function signOut(): Promise<void> {
  try {
    await quietApi('/auth/logout', { method: 'POST' });
  } finally {
    resetProjects();
    store.set(userAtom, null);
  }
}

/** The signed-in user (null when nobody is, undefined while loading). */
export function useCurrentUser(): CurrentUser | null | undefined {
  return useAtomValue(userAtom);
}
