// The project config key `onlineReleases` (DESIGN §3): the per-project cases of 001 §2 and §6.
import { z } from 'zod';
import { readConfigKey } from '../../../core/shared/projectConfig';
import { DEFAULT_FLAGS, type OnlineReleaseFlags } from '../shared';

export const onlineReleasesConfigSchema = z
  .object({
    onlineReleases: z
      .object(
        {
          quickDeploy: z.boolean({ error: 'onlineReleases.quickDeploy: true or false' }).optional(),
          multipart: z.boolean({ error: 'onlineReleases.multipart: true or false' }).optional(),
          platformRequired: z.boolean({ error: 'onlineReleases.platformRequired: true or false' }).optional(),
        },
        { error: 'onlineReleases: an object of flags' },
      )
      .strict(),
  })
  .partial();

/** The project's online-release flags: the defaults under what its config sets. */
export const flagsOf = (config: Record<string, unknown> | null | undefined): OnlineReleaseFlags => ({
  ...DEFAULT_FLAGS,
  ...readConfigKey(onlineReleasesConfigSchema, 'onlineReleases', config, {}),
});
