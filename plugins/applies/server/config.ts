// The project-config key the applies plugin owns: `applies` = { folderOnly: the project's applies
// only replace puzzles in folders (pickPuzzle); deploying one to the game server is refused }.
import { z } from 'zod';

export const appliesConfigSchema = z
  .object({
    applies: z
      .object({ folderOnly: z.boolean({ error: 'applies.folderOnly: true or false' }).optional() }, { error: 'applies: an object' })
      .strict(),
  })
  .partial();
