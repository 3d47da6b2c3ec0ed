// The publish part's typed endpoints (000 §7 "publish i18n (name)", "download i18n"; 001 §7
// generateI18nJson, history, {id}/diff, getI18nFile; 002 "Multi-language history"), both halves'
// one definition, and the i18n publishable's generic routes (last, history, rollback).
import { clientEndpoint, endpoint, typeOf } from '../../../core/shared/endpoint';
import type { JobStarted } from '../../../core/shared/jobs';
import { publishableSpec } from '../../../core/shared/publish';
import {
  clientIndexSchema,
  clientTextsSchema,
  diffQuerySchema,
  fileQuerySchema,
  historyQuerySchema,
  publishSchema,
} from '../schemas/publish';
import { publishRef, type DiffAnswer, type GateReport, type HistoryAnswer, type PublishAnswer } from '../shared';

export const publishable = publishableSpec(publishRef);

const BASE = '/v1/:code/mlTranslate';

/** The i18n file download as a job (server/publish/routes.ts). */
export const FILE_JOB = 'translations.i18nFile';

export const publishEndpoints = {
  /** The gate as a dry run: what a publish would refuse, changing nothing. */
  gate: endpoint({ method: 'GET', path: `${BASE}/gate`, response: typeOf<GateReport>() }),
  publish: endpoint({ method: 'POST', path: `${BASE}/generateI18nJson`, body: publishSchema, response: typeOf<PublishAnswer>() }),
  history: endpoint({ method: 'GET', path: `${BASE}/history`, query: historyQuerySchema, response: typeOf<HistoryAnswer>() }),
  diff: endpoint({ method: 'GET', path: `${BASE}/history/:id/diff`, query: diffQuerySchema, response: typeOf<DiffAnswer>() }),
  /**
   * Starts a download as a job (FILE_JOB): JSON of one language, or a zip of every language;
   * GET /v1/jobs/:id/file hands it over once it is made.
   */
  file: endpoint({ method: 'GET', path: `${BASE}/getI18nFile`, query: fileQuerySchema, response: typeOf<JobStarted>() }),
};

/** What game clients read (server/publish/clientRoute.ts; listed in /client/v1/openapi.json). */
export const clientEndpoints = {
  index: clientEndpoint({
    method: 'GET',
    path: '/client/v1/:code/:env/i18n',
    summary: 'The live i18n version and its languages',
    description:
      'Read at start: when returnId differs from the one the game holds, fetch the languages it needs. 404 while nothing is published.',
    response: clientIndexSchema,
    example: {
      params: { code: 'jigsaw', env: 'prod' },
      response: { versionId: 42, name: 'Spring update', returnId: 9120, languages: ['en', 'de', 'fr', 'ja'] },
    },
  }),
  texts: clientEndpoint({
    method: 'GET',
    path: '/client/v1/:code/:env/i18n/:lang',
    summary: "One language's texts of the live version",
    description:
      'Key to text; a key the language lacks carries its fallback as it was published. 404 for a language the live version does not have.',
    response: clientTextsSchema,
    example: {
      params: { code: 'jigsaw', env: 'prod', lang: 'de' },
      response: { 'menu.play': 'Spielen', 'shop.title': 'Laden', 'level.done': 'Level {n} geschafft' },
    },
  }),
};
