// The project-config key the releases plugin owns (000 §9 project-specific cases): `releases` =
// { extraSettings: the names of the extra numeric settings (boss_begin, boss_interval, ...),
//   forceAll: the project's upload offers "force all", puzzleSelection: the upload ships the
//   puzzles picked from the check's new and changed ones, envs: the default server envs of an upload }.
import { z } from 'zod';

export const releasesConfigSchema = z
  .object({
    releases: z
      .object(
        {
          extraSettings: z
            .array(
              z
                .string({ error: 'releases.extraSettings: names' })
                .trim()
                .regex(/^[A-Za-z_][A-Za-z0-9_]{0,39}$/, 'releases.extraSettings: names like boss_begin'),
              { error: 'releases.extraSettings: a list of names' },
            )
            .max(20, 'releases.extraSettings: at most 20')
            .optional(),
          forceAll: z.boolean({ error: 'releases.forceAll: true or false' }).optional(),
          /** Per-puzzle selection with the archive diff before an upload (000 §9: three projects). */
          puzzleSelection: z.boolean({ error: 'releases.puzzleSelection: true or false' }).optional(),
          envs: z
            .array(z.enum(['sandbox', 'prod'], { error: 'releases.envs: sandbox or prod' }))
            .max(2)
            .optional(),
        },
        { error: 'releases: an object' },
      )
      .strict(),
  })
  .partial();
