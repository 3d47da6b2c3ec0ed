import { atom } from 'jotai';
import type { CurrentUser } from '../../shared/auth';

/** undefined while GET /v1/auth/me is in flight, null when nobody is signed in. */
export const userAtom = atom<CurrentUser | null | undefined>(undefined);
