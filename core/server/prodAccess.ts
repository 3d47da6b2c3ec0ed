// Prod is owners-or-admins everywhere (DESIGN §5, §6): every handler that changes what prod game
// clients see (a publish, an enable switch, a clear, a consumed redeem) calls this one check,
// after the route's own rule, so no plugin writes its own copy of it.
import { mayChangeEnv, PROD_OWNERS_ONLY } from '../shared/access';
import { forbidden } from './errors';
import type { ProjectRow, SessionUser } from './plugin';

/** 403 with PROD_OWNERS_ONLY when `env` is prod and the user is neither an owner of the project nor an ADMIN. */
export function requireProdAccess(ctx: { readonly user: SessionUser; readonly project: ProjectRow }, env: string): void {
  if (!mayChangeEnv(ctx.user, ctx.project, env)) throw forbidden(PROD_OWNERS_ONLY);
}
