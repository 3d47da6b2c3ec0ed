// The catalog part's schemas (000 §5, §7; 001 §7): one per form, shared by the Mantine forms and
// the server, plus the services' API error report. The spec gives no messages beyond "required":
// the wording here is ours (README "Catalog").
import { z } from 'zod';
import { atMost, boundedText, MAX_CHARS, pagingFields, requiredText } from '../../../core/shared/zod';
import { API_LOGS_PAGE_SIZE, API_LOGS_PAGE_SIZES } from '../shared';

export const CATALOG_MESSAGES = {
  name: 'Please input name',
  ip: 'Please input ip',
  ipInvalid: 'Use an IPv4 or IPv6 address or a host name',
  intranetIpInvalid: 'Use an IPv4 or IPv6 address or a host name (or leave it empty)',
  rootDir: 'Please input service root dir',
  rootDirAbsolute: 'The service root dir is an absolute path such as /srv/services',
  sshUser: 'Use a login name such as root or deploy',
  sshPort: 'The SSH port is a whole number from 1 to 65535',
  credential: 'The credential is an SSH private key (PEM or OpenSSH) or a one-line password',
  serviceName: 'Use letters, digits, dots, dashes and underscores (it names the containers)',
  serviceExisted: 'Service name existed',
  serverExisted: 'Server name existed',
  projectUnknown: 'No such project',
  livenessProbe: 'The liveness probe is an http(s) URL (or leave it empty)',
  created: 'Created',
  updated: 'Updated',
  // The API error report
  reportServer: 'server is required (the name of the host the errors happened on)',
  reportEntries: 'entries is a list of 1 to 1000 { api, errCode, count? }',
  reportApi: 'api is required',
  reportErrCode: 'errCode is required',
  reportCount: 'count is a whole number from 1 to 1000000',
  badToken: 'Missing or wrong service token (Authorization: Bearer <token>)',
} as const;

/** 256 characters for a name as the services report it (api, errCode, server). */
export const REPORT_TEXT_MAX = 256;
export const REPORT_MAX_ENTRIES = 1000;
export const REPORT_MAX_COUNT = 1_000_000;
/** A PEM or OpenSSH key is a few KB; 16 KB leaves room for a large RSA key. */
export const CREDENTIAL_MAX = 16 * 1024;
export const DEPLOY_TEMPLATE_MAX = 64 * 1024;

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const HOST_LABEL = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

function isIpv6(s: string): boolean {
  if (!/^[0-9A-Fa-f:.]+$/.test(s) || (s.match(/::/g) ?? []).length > 1) return false;
  let groups = s.split(':');
  // An embedded IPv4 tail (::ffff:10.0.0.1) counts as two groups.
  const last = groups[groups.length - 1];
  if (last.includes('.')) {
    if (!IPV4.test(last)) return false;
    groups = [...groups.slice(0, -1), '0', '0'];
  }
  const compressed = s.includes('::');
  const parts = groups.filter((g, i) => !(g === '' && (compressed || i === 0 || i === groups.length - 1)));
  if (parts.some((g) => !/^[0-9A-Fa-f]{1,4}$/.test(g))) return false;
  return compressed ? parts.length < 8 : parts.length === 8;
}

/** An IPv4 or IPv6 address, or a host name (labels of letters, digits and inner dashes). */
export function isHostAddress(s: string): boolean {
  if (IPV4.test(s)) return true;
  if (s.includes(':')) return isIpv6(s.replace(/^\[|\]$/g, ''));
  if (s.length > 253 || /^[\d.]+$/.test(s)) return false;
  return s.split('.').every((label) => HOST_LABEL.test(label));
}

/** What is wrong with a credential's shape, or null: a private key block, or one line of password. */
export function credentialProblem(text: string): string | null {
  const t = text.trim();
  if (!t) return null;
  if (t.includes('-----BEGIN')) {
    return /^-----BEGIN ([A-Z0-9]+ )?PRIVATE KEY-----\r?\n[\s\S]+\r?\n-----END ([A-Z0-9]+ )?PRIVATE KEY-----$/.test(t)
      ? null
      : CATALOG_MESSAGES.credential;
  }
  return /[\r\n]/.test(t) ? CATALOG_MESSAGES.credential : null;
}

const hostField = (message: string) => z.string().trim().max(253, message).refine(isHostAddress, message);

/** 000 §7 Servers body (name, ip, intranetIp, credential, serviceRootDir) plus SSH user and port. */
export const serverBodySchema = z.object({
  name: requiredText(CATALOG_MESSAGES.name, MAX_CHARS.name),
  ip: z.string({ error: CATALOG_MESSAGES.ip }).trim().min(1, CATALOG_MESSAGES.ip).pipe(hostField(CATALOG_MESSAGES.ipInvalid)),
  intranetIp: z
    .union([z.literal(''), hostField(CATALOG_MESSAGES.intranetIpInvalid)], { error: CATALOG_MESSAGES.intranetIpInvalid })
    .default(''),
  /** Write-only: empty or absent keeps the stored one (a new server has none). */
  credential: z
    .string()
    .max(CREDENTIAL_MAX, atMost(CREDENTIAL_MAX))
    .default('')
    .refine((c) => credentialProblem(c) === null, CATALOG_MESSAGES.credential)
    .transform((c) => c.trim()),
  clearCredential: z.boolean().default(false),
  serviceRootDir: requiredText(CATALOG_MESSAGES.rootDir, 1024).refine(
    (d) => d.startsWith('/') && !/[\s'"`$;&|<>\\]/.test(d),
    CATALOG_MESSAGES.rootDirAbsolute,
  ),
  sshUser: z
    .string()
    .trim()
    .default('root')
    .transform((u) => u || 'root')
    .pipe(z.string().regex(/^[a-z_][a-z0-9_.-]{0,31}$/i, CATALOG_MESSAGES.sshUser)),
  sshPort: z.coerce
    .number({ error: CATALOG_MESSAGES.sshPort })
    .int(CATALOG_MESSAGES.sshPort)
    .min(1, CATALOG_MESSAGES.sshPort)
    .max(65535, CATALOG_MESSAGES.sshPort)
    .default(22),
});
export type ServerBody = z.output<typeof serverBodySchema>;
export type ServerInput = z.input<typeof serverBodySchema>;

const httpUrl = /^https?:\/\/[^\s/?#]+[^\s]*$/i;

/** 000 §5 Service form: name required, values trimmed; the deploy steps (empty: the default). */
export const serviceBodySchema = z.object({
  name: requiredText(CATALOG_MESSAGES.name, MAX_CHARS.name).pipe(
    z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/, CATALOG_MESSAGES.serviceName),
  ),
  /** A project code, or '' for none. */
  projectCode: z
    .string()
    .trim()
    .max(64, CATALOG_MESSAGES.projectUnknown)
    .nullish()
    .transform((c) => c ?? ''),
  repository: boundedText(MAX_CHARS.url).default(''),
  host: boundedText(MAX_CHARS.url).default(''),
  livenessProbe: boundedText(MAX_CHARS.url)
    .default('')
    .refine((u) => u === '' || httpUrl.test(u), CATALOG_MESSAGES.livenessProbe),
  deployTemplate: boundedText(DEPLOY_TEMPLATE_MAX).default(''),
});
export type ServiceBody = z.output<typeof serviceBodySchema>;
export type ServiceInput = z.input<typeof serviceBodySchema>;

const reportText = (message: string) => z.string({ error: message }).trim().min(1, message).max(REPORT_TEXT_MAX, atMost(REPORT_TEXT_MAX));

/** A service's API error report (POST /client/v1/services/apiLogs). */
export const apiLogReportSchema = z.object({
  server: reportText(CATALOG_MESSAGES.reportServer),
  entries: z
    .array(
      z.object({
        api: reportText(CATALOG_MESSAGES.reportApi),
        errCode: z.preprocess(
          (v) => (typeof v === 'number' && Number.isSafeInteger(v) ? String(v) : v),
          reportText(CATALOG_MESSAGES.reportErrCode),
        ),
        count: z
          .number({ error: CATALOG_MESSAGES.reportCount })
          .int(CATALOG_MESSAGES.reportCount)
          .min(1, CATALOG_MESSAGES.reportCount)
          .max(REPORT_MAX_COUNT, CATALOG_MESSAGES.reportCount)
          .default(1),
      }),
      { error: CATALOG_MESSAGES.reportEntries },
    )
    .min(1, CATALOG_MESSAGES.reportEntries)
    .max(REPORT_MAX_ENTRIES, CATALOG_MESSAGES.reportEntries),
});
export type ApiLogReport = z.output<typeof apiLogReportSchema>;

/** GET …/{id}/apiLogs: paged on the server (001 §9: 15, options 15, 20, 30, 50). */
export const apiLogsQuerySchema = z.object(pagingFields(API_LOGS_PAGE_SIZES, API_LOGS_PAGE_SIZE));

/** POST /client/v1/services/apiLogs: the stored report. */
export const apiLogReportAnswerSchema = z.object({
  message: z.string().describe('OK'),
  accepted: z.number().int().describe("Rows added to or counted into: one per distinct api and errCode of the report's entries"),
});
