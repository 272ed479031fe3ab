import { adventureById } from "./adventures";
import type { Db } from "./index";
import { savedPlaceRowsQuery } from "./places";
import type { RateLimitTake } from "./rate-limits";

/**
 * What a guide chat turn reads before its work, in one D1 batch (one round trip, one transaction):
 * the adventure's row (null when missing), the request's rate-limit take (its statements,
 * worker/db/rate-limits.ts: `inserted` is what its insert answered) and the adventure's saved places
 * with their place rows.
 */
export async function readChatTurn(db: Db, adventureId: string, take: RateLimitTake) {
	const [[adventure], inserted, , , saved] = await db.batch([
		adventureById(db, adventureId),
		...take,
		savedPlaceRowsQuery(db, adventureId),
	]);
	return { adventure: adventure ?? null, inserted, saved };
}
