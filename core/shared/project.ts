import { z } from 'zod';
import { atMost, idField, MAX_CHARS } from './zod';
import { DOMAINS } from './constants';

/** A project as the project list and the switcher see it. */
export interface ProjectSummary {
  code: string;
  nickname: string;
  description: string;
  domain: number;
  /** Installed plugins this project has turned off. */
  disabledPlugins: string[];
}

export interface ProjectOwner {
  id: number;
  mail: string;
  displayName: string;
}

export interface ProjectDetail extends ProjectSummary {
  config: Record<string, unknown>;
  owners: ProjectOwner[];
  service: { host: string };
  /** Whether game servers have a key (rule.serverKey); the key itself is shown once when made. */
  serverKeySet?: boolean;
}

export const PROJECT_CODE_PATTERN = /^[a-z][a-z0-9_-]{1,31}$/;

/** Create/edit project (document 002 §5): code and nickname trimmed, code fixed in edit mode. */
export const projectFormSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, "Please input project's code")
    .regex(PROJECT_CODE_PATTERN, 'Use 2-32 lower-case letters, digits, - or _, starting with a letter'),
  nickname: z.string().trim().max(64, 'At most 64 characters').default(''),
  description: z.string().trim().min(1, "Please input project's description").max(MAX_CHARS.text, atMost(MAX_CHARS.text)),
  domain: z.coerce
    .number()
    .int()
    .refine((d) => (DOMAINS as readonly number[]).includes(d), 'Choose a domain from 1 to 4'),
  ownerIds: z.array(idField('Choose owners from the user list')).max(100, 'At most 100 owners').default([]),
  serviceHost: z.string().trim().max(255).default(''),
  config: z
    .record(z.string(), z.unknown())
    .refine((c) => JSON.stringify(c).length <= MAX_CHARS.json, `The config is at most ${MAX_CHARS.json} characters of JSON`)
    .default({}),
  disabledPlugins: z
    .array(z.string().max(64, atMost(64)))
    .max(100)
    .default([]),
});
export type ProjectForm = z.infer<typeof projectFormSchema>;
export const projectUpdateSchema = projectFormSchema.omit({ code: true });
