// Grouping a trip's places into days by area (pure, zod-free; day-plan-planner.ts plans the days from the groups).
import { type Candidate, type DayContext, dayMode, km, nearest, orderDay, walkKm } from "./day-plan-day";
import { dayWalkingKm, type Pace } from "./pace-rules";

const byId = (a: Candidate, b: Candidate) => (a.place.googlePlaceId < b.place.googlePlaceId ? -1 : 1);

/** Whether a chain plus one more place stays a walking day at this pace. */
export function walkable(chain: readonly Candidate[], next: Candidate, pace: Pace): boolean {
	const last = chain.at(-1);
	if (!last) return true;
	const leg = walkKm(last.place, next.place);
	if (leg > pace.maxWalkingLegKm) return false;
	let walked = leg;
	for (let i = 1; i < chain.length; i++)
		walked += walkKm((chain[i - 1] as Candidate).place, (chain[i] as Candidate).place);
	return dayWalkingKm(walked, chain.length + 1) <= pace.dayWalkingBudgetKm;
}

/**
 * Walks: each starts at the place nearest the anchor (the stay) and takes the nearest place a short
 * walk from its last one, up to `perDay`; until every place is in one.
 */
function walks(pool: readonly Candidate[], perDay: number, ctx: DayContext): Candidate[][] {
	const remaining = [...pool].sort(byId);
	const groups: Candidate[][] = [];
	while (remaining.length > 0) {
		const seed = nearest(ctx.anchor, remaining) as Candidate;
		remaining.splice(remaining.indexOf(seed), 1);
		const chain = [seed];
		while (chain.length < perDay) {
			const last = (chain.at(-1) as Candidate).place;
			const next = nearest(
				last,
				remaining.filter((c) => walkable(chain, c, ctx.pace)),
			);
			if (!next) break;
			chain.push(next);
			remaining.splice(remaining.indexOf(next), 1);
		}
		groups.push(chain);
	}
	return groups;
}

/** The shortest distance between two groups' places, km. */
function linkKm(a: readonly Candidate[], b: readonly Candidate[]): number {
	let best = Number.POSITIVE_INFINITY;
	for (const x of a) for (const y of b) best = Math.min(best, km(x.place, y.place));
	return best;
}

/** How near the anchor a group lies (its nearest place), km. */
const reachKm = (group: readonly Candidate[], ctx: DayContext) =>
	Math.min(...group.map((c) => km(ctx.anchor, c.place)));

/** Bigger groups first, then the nearer the anchor, then by their first place's id. */
function keepOrder(ctx: DayContext) {
	return (a: Candidate[], b: Candidate[]) =>
		b.length - a.length || reachKm(a, ctx) - reachKm(b, ctx) || byId(a[0] as Candidate, b[0] as Candidate);
}

/**
 * Groups places into at most `count` days by area: short walks first (`walks`, up to `perDay`
 * places each); while there are more walks than days (and `merge`), the two whose union costs least
 * (the gap between them × the places they would hold, so days stay even) and still has a mode at
 * this pace become one, up to the pace's stops a day. The groups kept are the biggest (then the
 * nearest the stay), ordered from the stay outwards; the rest is `left`.
 */
export function groupByArea(
	pool: readonly Candidate[],
	count: number,
	perDay: number,
	ctx: DayContext,
	merge: boolean,
): { groups: Candidate[][]; left: Candidate[] } {
	const groups: (Candidate[] | null)[] = walks(pool, perDay, ctx);
	// The cost of joining two groups (gap × places, Infinity when too many or no mode joins them),
	// kept in a matrix so a merge only recomputes the merged group's row.
	const cost: number[][] = groups.map(() => []);
	const price = (i: number, j: number) => {
		const a = groups[i];
		const b = groups[j];
		if (!a || !b || a.length + b.length > ctx.pace.maxStopsPerDay) return Number.POSITIVE_INFINITY;
		return linkKm(a, b) * (a.length + b.length);
	};
	for (let i = 0; i < groups.length; i++)
		for (let j = i + 1; j < groups.length; j++) (cost[i] as number[])[j] = price(i, j);
	let live = groups.length;
	while (merge && live > count) {
		let best: { i: number; j: number; c: number } | null = null;
		for (let i = 0; i < groups.length; i++) {
			for (let j = i + 1; j < groups.length; j++) {
				const c = (cost[i] as number[])[j] ?? Number.POSITIVE_INFINITY;
				if (c < (best?.c ?? Number.POSITIVE_INFINITY)) best = { i, j, c };
			}
		}
		if (!best) break;
		const union = [...(groups[best.i] as Candidate[]), ...(groups[best.j] as Candidate[])];
		if (
			dayMode(
				orderDay(union, ctx).map((c) => c.place),
				ctx.pace,
				ctx.transitAvailable,
			) == null
		) {
			(cost[best.i] as number[])[best.j] = Number.POSITIVE_INFINITY;
			continue;
		}
		groups[best.i] = union;
		groups[best.j] = null;
		live--;
		for (let k = 0; k < groups.length; k++) {
			(cost[Math.min(k, best.j)] as number[])[Math.max(k, best.j)] = Number.POSITIVE_INFINITY;
			if (k === best.i) continue;
			const [lo, hi] = k < best.i ? [k, best.i] : [best.i, k];
			(cost[lo] as number[])[hi] = price(lo, hi);
		}
	}
	const alive = groups.filter((g): g is Candidate[] => g != null);
	const kept = [...alive].sort(keepOrder(ctx)).slice(0, Math.max(0, count));
	const left = alive.filter((g) => !kept.includes(g)).flat();
	kept.sort((a, b) => reachKm(a, ctx) - reachKm(b, ctx) || byId(a[0] as Candidate, b[0] as Candidate));
	return { groups: kept, left };
}
