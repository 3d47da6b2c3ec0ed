import { z } from 'zod';
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
  description: z.string().trim().min(1, "Please input project's description"),
  domain: z.coerce
    .number()
    .int()
    .refine((d) => (DOMAINS as readonly number[]).includes(d), 'Choose a domain from 1 to 4'),
  ownerIds: z.array(z.number().int().positive()).default([]),
  serviceHost: z.string().trim().max(255).default(''),
  config: z.record(z.string(), z.unknown()).default({}),
  disabledPlugins: z.array(z.string()).default([]),
});
export type ProjectForm = z.infer<typeof projectFormSchema>;
export const projectUpdateSchema = projectFormSchema.omit({ code: true });
