// The project-config key the puzzles plugin owns (002 §6: project config flags decide create,
// copy, copy to other project, edit data and translation need; ours add unlock and the attribute
// JSON permission). Core merges it into the project config's schema.
import { z } from 'zod';

const flag = (name: string) => z.boolean({ error: `puzzles.${name}: true or false` }).optional();

export const puzzlesConfigSchema = z
  .object({
    puzzles: z
      .object(
        {
          create: flag('create'),
          copy: flag('copy'),
          copyToOtherProject: flag('copyToOtherProject'),
          editData: flag('editData'),
          translationNeed: flag('translationNeed'),
          unlock: flag('unlock'),
          editAttrJson: flag('editAttrJson'),
        },
        { error: 'puzzles: an object of flags' },
      )
      .strict(),
  })
  .partial();
