// A conf as short text for a table cell: "L5 → 123, L6 → 456".
import type { ApplyConf } from '../shared';

export const confEntries = (conf: ApplyConf) =>
  Object.entries(conf)
    .map(([level, puzzleId]) => ({ level: Number(level), puzzleId }))
    .sort((a, b) => a.level - b.level);

export const confText = (conf: ApplyConf) =>
  confEntries(conf)
    .map((e) => `L${e.level} → ${e.puzzleId}`)
    .join(', ');
