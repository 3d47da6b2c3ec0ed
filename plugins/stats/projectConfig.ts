// The project-config keys the stats plugin owns (DESIGN §3), merged by core into the project
// config's schema (core/shared/projectConfig.ts): manage projects refuses a config whose stats
// keys do not pass, and the stats screens read these keys only through this schema. The country
// list (`countries`) is core's: stats, ad stats and in-site messages all read it.
import { z } from 'zod';

export const PUZZLE_ID_PLACEHOLDER = '{puzzleId}';
const PROP = /^props\.[A-Za-z_][A-Za-z0-9_]{0,63}$/;

export const statsConfigSchema = z
  .object({
    /** 002 'Shapes of stage': a URL template of puzzle thumbnails, e.g. '/cdn/jigsaw/puzzles/thumbs/{puzzleId}.svg'. */
    puzzleThumbnailUrl: z
      .string({ error: 'puzzleThumbnailUrl: a path or web address with {puzzleId}' })
      .trim()
      .max(500, 'puzzleThumbnailUrl: at most 500 characters')
      .refine((t) => t.includes(PUZZLE_ID_PLACEHOLDER), 'puzzleThumbnailUrl: a path or web address with {puzzleId}')
      // Only our own paths and web addresses: a config value must not become another kind of URL.
      .refine((t) => /^(\/(?!\/)|https?:\/\/)/i.test(t), 'puzzleThumbnailUrl: start with / (our own files) or http(s)://'),
    /** 000 §2.5: the histogram's default split points (seconds). */
    splitPoints: z
      .array(z.number({ error: 'splitPoints: numbers of seconds' }).min(0, 'splitPoints: 0 or more').max(1e9), { error: 'splitPoints: a list of numbers of seconds' })
      .min(1, 'splitPoints: at least one number')
      .max(100, 'splitPoints: at most 100'),
    /** 001: the level statistics' level-type filters, else the project's override (folder and release). */
    levelTypes: z
      .array(
        z.object(
          {
            key: z.string({ error: 'levelTypes: key is props.<name>' }).regex(PROP, 'levelTypes: key is props.<name>'),
            label: z.string().trim().max(40, 'levelTypes: label at most 40 characters').optional(),
            values: z.array(z.string().min(1, 'levelTypes: values are not empty').max(100), { error: 'levelTypes: values is a list of texts' }).max(200).optional(),
          },
          { error: 'levelTypes: items are {key, label?, values?}' },
        ),
        { error: 'levelTypes: a list of {key, label?, values?}' },
      )
      .min(1, 'levelTypes: at least one level type')
      .max(10, 'levelTypes: at most 10')
      .superRefine((list, ctx) => {
        list.forEach((t, i) => {
          if (list.findIndex((o) => o.key === t.key) !== i) ctx.addIssue({ code: 'custom', path: [i, 'key'], message: `levelTypes: ${t.key} is listed twice` });
        });
      }),
  })
  .partial();
