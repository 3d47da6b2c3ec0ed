// Replaced by the delivery part's owner: plans a task into its per-timezone sub-tasks (contract
// below). Called in the transaction that creates or updates a Ready task.
import type { Db } from '../../../../core/server/db/connect';

/** (Re)plans a Ready task: its sub-tasks per zone and occurrence, firstFireAt/lastFireAt. */
export async function planTask(_tx: Db, _taskId: number): Promise<void> {}
