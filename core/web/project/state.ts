// Project context state. The current project is the route's `code` when there is one, else
// the stored one (localStorage); ProjectSync keeps the two in step.
import { startTransition } from 'react';
import { atom, getDefaultStore } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import type { ProjectSummary } from '../../shared/project';
import type { ProjectAccessInfo } from '../access/can';
import { projectEndpoints } from '../../shared/projectEndpoints';
import { call } from '../http';
import { CURRENT_PROJECT_KEY } from '../storageKeys';

export const storedCodeAtom = atomWithStorage<string | null>(CURRENT_PROJECT_KEY, null, undefined, { getOnInit: true });

export interface ProjectsState {
  loaded: boolean;
  list: ProjectSummary[];
}

export const projectsAtom = atom<ProjectsState>({ loaded: false, list: [] });

/** Owners and locked modules per project code, filled from GET /v1/:code/project. */
export const projectAccessAtom = atom<Record<string, ProjectAccessInfo>>({});

const store = getDefaultStore();

/** (Re)loads the user's projects, e.g. after an admin creates or edits one. */
export async function reloadProjects(): Promise<void> {
  try {
    const res = await call(projectEndpoints.list);
    // A transition: the nav and the opened screen, which wait for the list, render in slices
    // rather than in one long task, and their effects (the screen's first requests) run after.
    // The palette holds an Enter typed before the commands this brings are known.
    startTransition(() => store.set(projectsAtom, { loaded: true, list: res.projects }));
  } catch {
    // The notice is shown; an empty list still lets the console render.
    startTransition(() => store.set(projectsAtom, (s) => ({ ...s, loaded: true })));
  }
}

/** Forgets what the previous user could see (on logout). */
export function resetProjects(): void {
  store.set(projectsAtom, { loaded: false, list: [] });
  store.set(projectAccessAtom, {});
}
