// Demo data for a first start: six projects over three domains (so the fourth panel stays
// hidden), a USER with rights in two projects and a LIMIT user in one.
import { projects } from '../../../core/server/db/schema';
import type { DemoContext } from '../../../core/server/plugin';
import { createUser, newClientKey, setRights } from '../../../core/server/users';

export const DEMO_PROJECTS = [
  { code: 'jigsaw', nickname: 'Jigsaw Journey', description: 'Relaxing jigsaw puzzles with daily collections', domain: 1 },
  { code: 'tiles', nickname: 'Tile Master', description: 'Match-three tiles with a level map', domain: 1 },
  { code: 'pins', nickname: 'Pin Rescue', description: 'Pull-the-pin physics puzzles', domain: 2 },
  { code: 'words', nickname: 'Word Garden', description: 'Word search across themed gardens', domain: 2 },
  { code: 'colors', nickname: 'Color Splash', description: 'Colour-by-number pictures', domain: 3 },
  { code: 'blocks', nickname: 'Block Blast', description: 'Block puzzle with endless and level modes', domain: 3 },
];

export const DEMO_USERS = {
  user: {
    mail: 'user@example.com',
    displayName: 'Demo User',
    role: 'USER' as const,
    password: 'user-pass-123',
    projects: ['jigsaw', 'tiles'],
  },
  limit: { mail: 'limit@example.com', displayName: 'Limited User', role: 'LIMIT' as const, password: 'limit-pass-123', projects: ['pins'] },
};

export async function seedProjects({ db, plugins, print }: DemoContext): Promise<void> {
  const userId = await createUser(db, DEMO_USERS.user);
  const limitId = await createUser(db, DEMO_USERS.limit);
  await db.insert(projects).values(
    DEMO_PROJECTS.map((p) => ({
      ...p,
      clientKey: newClientKey(),
      serviceHost: `https://${p.code}.game.example.com`,
      ownerIds: p.code === 'jigsaw' ? [userId] : [],
      // appSchemes: the links game clients may open besides http(s) (the game's own, the stores').
      config: {
        tracking: true,
        countries: ['US', 'GB', 'FR', 'DE', 'JP', 'AU', 'MX', 'BR', 'RU', 'TW', 'OTHER'],
        appSchemes: [p.code, 'itms-apps', 'market'],
      },
    })),
  );
  const everyRight = plugins.flatMap((p) => (p.rights ?? []).map((r) => r.name));
  for (const code of DEMO_USERS.user.projects) await setRights(db, userId, code, everyRight);
  for (const code of DEMO_USERS.limit.projects) await setRights(db, limitId, code, everyRight);
  for (const u of Object.values(DEMO_USERS)) {
    print(`${u.role === 'LIMIT' ? 'Limited user' : 'User'}: ${u.mail} / ${u.password} (rights in ${u.projects.join(', ')})`);
  }
}
