// Plugin `rights`: the rights and groups admin (001) and rights assignment per project (002).
import { z } from 'zod';
import { idField } from '../../core/shared/zod';
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
