// Replaced by the delivery part's owner: what a shutdown stops (contract below). The list part's
// shutdown and batch shutdown routes set status 3 and call this in the same transaction.
import type { Db } from '../../../../core/server/db/connect';
import type { CoreServices } from '../../../../core/server/services';

/** Stops the tasks' sub-tasks that have not finished and cancels their send jobs. */
export async function stopTasks(_tx: Db, _services: CoreServices, _taskIds: number[]): Promise<void> {}
