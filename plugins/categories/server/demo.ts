// Demo categories for every demo project: a two-level tree with names in several languages, a
// few country lists and custom orders (so Check Orders shows differences between countries) and
// client-version rules.
import { eq } from 'drizzle-orm';
import { projects, users } from '../../../core/server/db/schema';
import { categories } from '../../../core/server/db/content';
import type { DemoContext } from '../../../core/server/plugin';
import type { CategoryAttr, LocalizedName } from '../../../core/shared/content';

interface DemoCategory {
  name: LocalizedName;
  attr?: Partial<CategoryAttr>;
  children?: DemoCategory[];
}

const OPEN: [string, string] = ['0.0.0', '0.0.0'];

const TREE: DemoCategory[] = [
  {
    name: { en: 'Animals', de: 'Tiere', fr: 'Animaux', es: 'Animales' },
    children: [
      { name: { en: 'Cats', de: 'Katzen', fr: 'Chats', es: 'Gatos' } },
      { name: { en: 'Dogs', de: 'Hunde', fr: 'Chiens', es: 'Perros' } },
      { name: { en: 'Birds', de: 'Vögel', fr: 'Oiseaux' }, attr: { custom_orders: [{ country_list: ['US', 'GB'], sort: 0 }] } },
    ],
  },
  {
    name: { en: 'Nature', de: 'Natur', fr: 'Nature', es: 'Naturaleza' },
    children: [{ name: { en: 'Flowers', de: 'Blumen', fr: 'Fleurs' } }, { name: { en: 'Landscapes', de: 'Landschaften', fr: 'Paysages' } }],
  },
  {
    name: { en: 'Holidays', de: 'Feiertage', fr: 'Fêtes' },
    attr: { custom_orders: [{ country_list: ['US'], sort: 0 }] },
    children: [
      { name: { en: 'Christmas', de: 'Weihnachten', fr: 'Noël' } },
      { name: { en: 'Halloween', fr: 'Halloween' }, attr: { countries: ['US', 'GB', 'CA'] } },
      {
        name: { en: 'Lunar New Year', fr: 'Nouvel An lunaire', 'zh-Hans': '春节' },
        attr: { countries: ['CN', 'TW', 'US'], rules: { clientVersions: ['2.3.0', '0.0.0'] } },
      },
    ],
  },
  { name: { en: 'Art', de: 'Kunst', fr: 'Art' }, attr: { countries: ['US', 'GB', 'FR', 'DE', 'JP'] } },
];

export async function seedCategories({ db }: DemoContext): Promise<void> {
  const [admin] = await db.select().from(users).where(eq(users.role, 'ADMIN')).limit(1);
  const operator = admin?.displayName ?? 'Demo';
  const codes = (await db.select({ code: projects.code }).from(projects)).map((p) => p.code);
  for (const code of codes) {
    const add = async (list: DemoCategory[], parentId: number) => {
      for (const [i, c] of list.entries()) {
        const attr: CategoryAttr = {
          countries: [],
          custom_orders: [],
          rules: { clientVersions: OPEN },
          overwriteAttr: false,
          overwriteName: false,
          ...c.attr,
        };
        const [row] = await db
          .insert(categories)
          .values({ projectCode: code, parentId, sort: i + 1, name: c.name, attr, operator })
          .returning({ id: categories.id });
        if (c.children) await add(c.children, row.id);
      }
    };
    await add(TREE, 0);
  }
}
