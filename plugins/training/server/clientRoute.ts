// POST /client/v1/:code/:env/training (ours; 001 only reads the data): a game client sends a
// batch of a player's training records with the project's X-Client-Key. At most MAX_UPLOAD_BYTES
// (413), MAX_RECORDS records (400), each record strict (400 naming it). So that a client cannot
// fill the disk, a player gets MAX_UPLOADS_PER_USER_DAY uploads a day and an address
// MAX_UPLOADS_PER_ADDRESS_HOUR an hour (429 with Retry-After), counted atomically in the
// database. The upload and its count commit before the 200.
import { rule as access } from '../../../core/shared/access';
import { clientEnv } from '../../../core/server/clientApi';
import { clientAddress } from '../../../core/server/clientAddress';
import { routeOf } from '../../../core/server/plugin';
import { take, tooManyAnswer } from '../../../core/server/rateLimit';
import { endpoints } from '../endpoints';
import { MAX_RECORDS, MAX_UPLOAD_BYTES, MAX_UPLOADS_PER_ADDRESS_HOUR, MAX_UPLOADS_PER_USER_DAY, MESSAGES } from '../shared';
import { storeUploads } from './upload';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

export const clientRoute = routeOf(endpoints.upload, {
  rule: access.clientKey,
  summary: `A game client's batch of a player's training records (at most ${MAX_RECORDS} records, ${MAX_UPLOAD_BYTES / 1024 / 1024} MB)`,
  maxBodyBytes: MAX_UPLOAD_BYTES,
  async handler({ c, db, config, project, params, body, services }) {
    const env = clientEnv(params.env);
    const address = await take(db, `training:address:${clientAddress(c, config)}`, 1, MAX_UPLOADS_PER_ADDRESS_HOUR, HOUR);
    if (!address.ok) return tooManyAnswer(MESSAGES.addressQuota, address.resetAt);
    const user = await take(db, `training:user:${project.code}:${env}:${body.firebaseId}`, 1, MAX_UPLOADS_PER_USER_DAY, DAY);
    if (!user.ok) return tooManyAnswer(MESSAGES.userQuota, user.resetAt);
    const { records, ...player } = body;
    const [uploadCount] = await storeUploads(db, services.storage, project.code, env, [{ player, uploads: [{ records }] }]);
    return { accepted: body.records.length, uploadCount };
  },
});
