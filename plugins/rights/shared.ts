// Plugin `rights`: the rights and groups admin (001) and rights assignment per project (002).
import { z } from 'zod';
import { idField } from '../../core/shared/zod';
import type { UserOption } from '../../core/shared/auth';
import { endpoint, typeOf } from '../../core/shared/endpoint';
import { routeRef } from '../../core/shared/links';

export const PLUGIN_ID = 'rights';

export const paths = {
  admin: '/admin/rights',
  /** Named `settingRights` (001: the users table links here with code and userId). */
  assign: '/:code/rights/:userId?',
} as const;

/** The screens other plugins may open (core/shared/links.ts; bound in app/links.ts). */
export const routeRefs = {
  /** 001: the users table opens a user's rights in a project. */
  settingRights: routeRef({ plugin: PLUGIN_ID, id: 'settingRights', path: paths.assign }),
};

const rightName = z
  .string({ error: 'Please input Right name!' })
  .trim()
  .min(1, 'Please input Right name!')
  .max(64, 'At most 64 characters')
  .regex(/^[A-Za-z][A-Za-z0-9_.:-]*$/, 'Use letters, digits, _ . : or -, starting with a letter');

export const rightSchema = z.object({
  name: rightName,
  url: z.string().trim().max(255, 'At most 255 characters').default(''),
});

export const groupSchema = z.object({
  name: z.string({ error: 'Please input Group name!' }).trim().min(1, 'Please input Group name!').max(64, 'At most 64 characters'),
  rightsList: z.array(z.string().trim().min(1).max(64, 'At most 64 characters')).max(1000).default([]),
});

export const assignSchema = z.object({
  userId: idField('Choose a user'),
  rights: z.array(z.string().trim().min(1).max(64, 'At most 64 characters')).max(1000).default([]),
});

export interface RightItem {
  name: string;
  url: string;
  /** Declared by an installed plugin: listed automatically, cannot be deleted. */
  builtIn: boolean;
  plugin?: string;
}

export interface GroupItem {
  name: string;
  right_names: { name: string }[];
}

/** GET /v1/:code/authorize?userId= */
export const userRightsQuery = z.object({ userId: idField('Choose a user') });

const ADMIN = '/v1/admin/settings/rights';
type Deleted = { deleteCount: number };
type OneRight = { right: RightItem };
type OneGroup = { group: GroupItem };

/** The typed endpoints both halves use (core/shared/endpoint.ts): 001 §7 admin, 002 §7 per project. */
export const endpoints = {
  rights: endpoint({ method: 'GET', path: `${ADMIN}/right`, response: typeOf<{ rights: RightItem[] }>() }),
  createRight: endpoint({ method: 'POST', path: `${ADMIN}/right`, body: rightSchema, response: typeOf<OneRight>() }),
  updateRight: endpoint({ method: 'PUT', path: `${ADMIN}/right/:name`, body: rightSchema, response: typeOf<OneRight>() }),
  deleteRight: endpoint({ method: 'DELETE', path: `${ADMIN}/right/:name`, response: typeOf<Deleted>() }),
  groups: endpoint({ method: 'GET', path: `${ADMIN}/group`, response: typeOf<{ groups: GroupItem[] }>() }),
  group: endpoint({ method: 'GET', path: `${ADMIN}/group/:name`, response: typeOf<OneGroup>() }),
  createGroup: endpoint({ method: 'POST', path: `${ADMIN}/group`, body: groupSchema, response: typeOf<OneGroup>() }),
  updateGroup: endpoint({ method: 'PUT', path: `${ADMIN}/group/:name`, body: groupSchema, response: typeOf<OneGroup>() }),
  deleteGroup: endpoint({ method: 'DELETE', path: `${ADMIN}/group/:name`, response: typeOf<Deleted>() }),
  projectRights: endpoint({ method: 'GET', path: '/v1/:code/right', response: typeOf<{ rights: RightItem[] }>() }),
  projectGroups: endpoint({ method: 'GET', path: '/v1/:code/right/group', response: typeOf<{ groups: GroupItem[] }>() }),
  projectUsers: endpoint({ method: 'GET', path: '/v1/:code/users', response: typeOf<{ users: UserOption[] }>() }),
  userRights: endpoint({ method: 'GET', path: '/v1/:code/authorize', query: userRightsQuery, response: typeOf<{ rights: string[] }>() }),
  assign: endpoint({ method: 'POST', path: '/v1/:code/authorize', body: assignSchema, response: typeOf<{ message: string }>() }),
};
