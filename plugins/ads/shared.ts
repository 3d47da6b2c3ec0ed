// Plugin `ads` (002, 000 §7): the studio's own ads and the in-house ad lists games show.
// - An internal ad (000 §3, `/v1/{code}/internalAd`) and a self ad (002, the Self Ads screen)
//   are one thing: a cross-promotion entry of a project, per platform, with a name per
//   language, an icon and a campaign, and its list and mrect creatives.
// - An ad release (Publish InHouse Ads) is the list of ads a game shows, picked from any
//   project's ads (conf.ads: {id, projectCode}); publishing resolves them into the full entries
//   the game client reads, so what is served never changes under it.
import { z } from 'zod';
import { atMost, fileUrlField, int4, MAX_CHARS } from '../../core/shared/zod';
import { endpoint, typeOf } from '../../core/shared/endpoint';
import type { RightDecl } from '../../core/shared/access';
import { publishableSpec, type PublishableRef } from '../../core/shared/publish';

export const PLUGIN_ID = 'ads';
/** The publish pipeline's kind; the key is the platform. */
export const PUBLISH_KIND = 'ads';
export const paths = { inHouseAds: '/:code/in-house-ads', selfAds: '/:code/self-ads' } as const;

export const RIGHT_AD_RELEASE = 'adRelease';
export const RIGHT_SELF_AD = 'selfAd';
export const rights: RightDecl[] = [
  { name: RIGHT_AD_RELEASE, url: paths.inHouseAds, title: 'Publish in-house ads' },
  { name: RIGHT_SELF_AD, url: paths.selfAds, title: 'Self ads' },
];

/** 002 §9: 1 Android, 2 Ios. */
export const AD_PLATFORMS = [
  { value: 1, label: 'Android' },
  { value: 2, label: 'Ios' },
] as const;
export type AdPlatform = 1 | 2;
export const platformLabel = (p: number) => AD_PLATFORMS.find((x) => x.value === p)?.label ?? String(p);

/** What the plugin publishes: a platform's live ad release (kind 'ads', key = platform). */
export const releases: PublishableRef<typeof PLUGIN_ID> = {
  id: PLUGIN_ID,
  title: 'in-house ad releases',
  right: RIGHT_AD_RELEASE,
  kinds: [PUBLISH_KIND],
  keys: AD_PLATFORMS.map((p) => ({ value: String(p.value), label: p.label })),
};
export const publishable = /* @__PURE__ */ publishableSpec(releases);
export const ENV_TABS = [
  { value: 'sandbox', label: 'Sandbox' },
  { value: 'prod', label: 'Prod' },
] as const;
export type Env = 'sandbox' | 'prod';
export const PAGE_SIZES = [10, 20, 50, 100];

/** 002 §5 and §8, exact; the rest ours, in the spec's style. */
export const MESSAGES = {
  adRequired: 'Please select advertisement',
  nameRequired: 'Please input name',
  platformRequired: 'Please select platform',
  envRequired: 'Please select env',
  enableRequired: 'enable must be true or false',
  languageRequired: 'language can not be null',
  adTwice: 'This advertisement is selected twice',
};
export const CONFIRM = {
  publishProd: 'Are you sure to publish to Prod?',
  switchProd: 'Are you sure to change status on Prod?',
  delete: 'Are you sure delete it?',
};
export const TOASTS = { created: 'CREATED', updated: 'SUCCEED!', uploaded: 'Upload success', synced: 'Sync success', switched: 'success', deleted: 'Deleted' };

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

export const platformField = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? 0 : Number(v)),
  z.number().refine((n) => n === 1 || n === 2, MESSAGES.platformRequired),
) as unknown as z.ZodType<AdPlatform, unknown>;

export const envField = z.preprocess(
  (v) => (typeof v === 'string' ? v.toLowerCase() : v),
  z.enum(['sandbox', 'prod'], { error: MESSAGES.envRequired }),
);

/** A creative or icon as uploaded: where it is and what it is. */
export const fileSchema = z.object({
  /** Our own /cdn/ path (an upload) or an http(s) url: what a game client downloads. */
  url: fileUrlField('Please upload the file'),
  md5: z.string().max(64).optional(),
  size: int4(undefined, 0).optional(),
});
export type AdFile = z.output<typeof fileSchema>;
/** A creative as stored: the server stamps who changed it, when, and its build number. */
export interface AdResource extends AdFile {
  buildNum: number;
  operator: string;
  createdAt: string;
  updatedAt: string;
}

/** Language codes (BCP 47 tags are at most 35 characters) and how many one name may have. */
const LANG_MAX = 35;
const MAX_LANGUAGES = 100;

/** `{ lang: text }` with an English name; other languages may be added. */
const nameSchema = z
  .preprocess(
    (v) => v ?? {},
    z.record(z.string().max(LANG_MAX, atMost(LANG_MAX)), z.string().max(MAX_CHARS.name, atMost(MAX_CHARS.name)).nullish().transform((s) => (s ?? '').trim())),
  )
  .superRefine((rec, ctx) => {
    if (Object.keys(rec).length > MAX_LANGUAGES) ctx.addIssue({ code: 'custom', message: `At most ${MAX_LANGUAGES} languages` });
    if (!rec.en) ctx.addIssue({ code: 'custom', message: MESSAGES.nameRequired, path: ['en'] });
    for (const lang of Object.keys(rec)) if (!lang.trim()) ctx.addIssue({ code: 'custom', message: MESSAGES.languageRequired, path: [lang] });
  });

const attrSchema = z
  .object({
    icon: z.preprocess(blank, fileUrlField().optional()),
    campaign: z.preprocess(blank, z.string().trim().max(200).optional()),
  })
  .default({});

const creatives = z.preprocess((v) => v ?? [], z.array(fileSchema).max(1));
const resourcesSchema = z.object({ list: creatives, mrect: creatives }).default({ list: [], mrect: [] });

/** POST /internalAd (a self ad's create form). */
export const createAdSchema = z.object({ name: nameSchema, platform: platformField, attr: attrSchema, resources: resourcesSchema });
/** PUT /internalAd/{id}: the platform is locked. */
export const updateAdSchema = createAdSchema.omit({ platform: true });
export type AdForm = z.input<typeof createAdSchema>;

/** One ad row of the release form: an ad of a project. */
export const adRefSchema = z.object({
  id: z.preprocess(blank, z.coerce.number({ error: MESSAGES.adRequired }).int(MESSAGES.adRequired).positive(MESSAGES.adRequired).max(2 ** 31 - 1, MESSAGES.adRequired)),
  projectCode: z.string({ error: MESSAGES.adRequired }).trim().min(1, MESSAGES.adRequired).max(64),
});
export type AdRef = z.output<typeof adRefSchema>;

const idListSchema = z
  .array(z.preprocess((v) => v ?? {}, adRefSchema), { error: MESSAGES.adRequired })
  .min(1, MESSAGES.adRequired)
  .max(100)
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((a, i) => {
      const k = `${a.projectCode}:${a.id}`;
      if (seen.has(k)) ctx.addIssue({ code: 'custom', message: MESSAGES.adTwice, path: [i, 'id'] });
      seen.add(k);
    });
  });

/** POST /adRelease: created on sandbox only. */
export const createReleaseSchema = z.object({ platform: platformField, env: envField, idList: idListSchema });
export const updateReleaseSchema = z.object({ idList: idListSchema });
export const uploadReleaseSchema = z.object({ platform: platformField, env: envField });
export const switchEnableSchema = z.object({ enable: z.boolean({ error: MESSAGES.enableRequired }) });
export const listQuerySchema = z.object({ platform: platformField, env: envField });
export const platformQuerySchema = z.object({ platform: platformField });

/** API shapes. */
export interface InternalAd {
  id: number;
  projectCode: string;
  platform: AdPlatform;
  name: Record<string, string>;
  attr: { icon?: string; campaign?: string };
  resources: { list: AdResource[]; mrect: AdResource[] };
  operator: string;
  createdAt: string;
  updatedAt: string;
}
export interface AdRelease {
  id: number;
  platform: AdPlatform;
  env: Env;
  conf: { ads: AdRef[] };
  published: boolean;
  enable: boolean;
  /** For a prod release: the sandbox release it was synced from. */
  sandboxId: number | null;
  /** The snapshot of its last upload. */
  returnId: number | null;
  operator: string;
  createdAt: string;
  updatedAt: string;
}
/** An ad as the game client gets it. */
export interface PublishedAd {
  id: number;
  projectCode: string;
  name: Record<string, string>;
  icon: string | null;
  campaign: string | null;
  list: AdFile | null;
  mrect: AdFile | null;
}
export interface PublishedAds {
  releaseId: number;
  platform: AdPlatform;
  enable: boolean;
  ads: PublishedAd[];
}
export interface Deployment {
  /** The snapshot's id (returnId). */
  id: number;
  /** Null for a snapshot without content (the target was taken off the air). */
  releaseId: number | null;
  enable: boolean;
  ads: PublishedAd[];
  operator: string;
  updatedAt: string;
}
/** The ads a release may pick, by project. */
export interface AdCandidates {
  projects: { code: string; nickname: string; ads: { id: number; name: string; icon: string | null }[] }[];
}

const ADS_API = '/v1/:code/internalAd';
const RELEASES_API = '/v1/:code/adRelease';

/** The typed endpoints both halves use (core/shared/endpoint.ts). */
export const endpoints = {
  ads: endpoint({ method: 'GET', path: ADS_API, query: platformQuerySchema, response: typeOf<{ internalAds: InternalAd[] }>() }),
  createAd: endpoint({ method: 'POST', path: ADS_API, body: createAdSchema, response: typeOf<{ internalAd: InternalAd }>() }),
  ad: endpoint({ method: 'GET', path: `${ADS_API}/:id`, response: typeOf<{ internalAd: InternalAd }>() }),
  updateAd: endpoint({ method: 'PUT', path: `${ADS_API}/:id`, body: updateAdSchema, response: typeOf<{ internalAd: InternalAd }>() }),
  removeAd: endpoint({ method: 'DELETE', path: `${ADS_API}/:id`, response: typeOf<{ id: number }>() }),
  releases: endpoint({ method: 'GET', path: RELEASES_API, query: listQuerySchema, response: typeOf<{ adReleases: AdRelease[] }>() }),
  deployments: endpoint({ method: 'GET', path: `${RELEASES_API}/deployments`, query: listQuerySchema, response: typeOf<{ deployments: Deployment[] }>() }),
  candidates: endpoint({ method: 'GET', path: `${RELEASES_API}/ads`, query: platformQuerySchema, response: typeOf<AdCandidates>() }),
  createRelease: endpoint({ method: 'POST', path: RELEASES_API, body: createReleaseSchema, response: typeOf<{ adRelease: AdRelease }>() }),
  updateRelease: endpoint({ method: 'PUT', path: `${RELEASES_API}/:id`, body: updateReleaseSchema, response: typeOf<{ adRelease: AdRelease }>() }),
  upload: endpoint({ method: 'POST', path: `${RELEASES_API}/:id/upload`, body: uploadReleaseSchema, response: typeOf<{ returnId: number; adRelease: AdRelease }>() }),
  syncProd: endpoint({ method: 'POST', path: `${RELEASES_API}/:id/syncProd`, response: typeOf<{ adRelease: AdRelease }>() }),
  switchEnable: endpoint({ method: 'POST', path: `${RELEASES_API}/:id/switchEnable`, body: switchEnableSchema, response: typeOf<{ adRelease: AdRelease }>() }),
};
