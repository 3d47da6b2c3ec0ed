// The rights API's typed endpoints, both halves' one definition (core/shared/endpoint.ts).
// Beside shared.ts rather than in it: they carry the zod schemas, which the entry chunk must not load.
import type { UserOption } from '../../core/shared/auth';
import { endpoint, typeOf } from '../../core/shared/endpoint';
import { assignSchema, groupSchema, rightSchema, userRightsQuery } from './schemas';
import type { GroupItem, RightItem } from './shared';

const ADMIN = '/v1/admin/settings/rights';
type Deleted = { deleteCount: number };
type OneRight = { right: RightItem };
type OneGroup = { group: GroupItem };

/** 001 §7 admin, 002 §7 per project. */
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
