import type { Context, Next } from "hono";
import { createMiddleware } from "hono/factory";
import { TOO_MANY_REQUESTS } from "../../domain/api/http";
import { PLACE_LOOKUPS_PER_MINUTE, PLACE_PHOTOS_PER_MINUTE } from "../../domain/place/place-rules";
import {
	PUBLIC_VIEW_PHOTOS_PER_MINUTE,
	PUBLIC_VIEW_READS_PER_MINUTE,
	publicViewMessages,
} from "../../domain/share/public-view-rules";
import type { AppEnv } from "../env";
import { RateLimitedError } from "../lib/errors";
import { clientKey, RateLimiter, type RateLimitSlot, type RateLimitTake } from "../services/rate-limit";

export interface RateLimitOptions {
	/** The window's name; requests are counted per `${name}:${key(c)}`. */
	name: string;
	limit: number;
	windowMs: number;
	/** Whose window the request counts in: a user id, a client address. */
	key: (c: Context<AppEnv>) => string;
	/** The 429's error text. */
	message: string;
	/**
	 * `"failures"`: only requests answered with an error keep their slot (wrong passwords). The slot
	 * is still taken up front, so a burst cannot run past the limit while its answers are pending.
	 * `"served"`: a request refused with a 4xx gives its slot back (a refused proposal cost nothing).
	 */
	count?: "all" | "failures" | "served";
	/** Requests that are not limited at all (e.g. the free offline composer). */
	skip?: (c: Context<AppEnv>) => boolean;
}

/**
 * A sliding-window rate limit over D1: 429 with `message` and `Retry-After` once `limit` requests
 * of one key fall within `windowMs`. Checking and recording a request are one atomic step. Goes
 * after the validators, so bad input is not counted.
 */
export const rateLimit = (options: RateLimitOptions) =>
	createMiddleware<AppEnv>(async (c, next) => {
		if (options.skip?.(c)) return next();
		const slot = await takeSlot(c, options);
		await counted(c, options, slot, next);
	});

/**
 * `check` then `rateLimit` in one D1 round trip: `read` runs the take's statements (`take`) in one
 * batch with the route's own reads (the access check's among them) and hands back what the take's
 * insert answered; `check` then judges what was read (and sets what the route needs). What the
 * request sees is the same as `check` then `rateLimit`: the check's refusal (a 404) comes before the
 * limit's 429, and gives the slot back, so a request it refuses counts in no window.
 */
export const rateLimitWithRead = <E extends AppEnv, T>(
	options: Omit<RateLimitOptions, "skip">,
	read: (c: Context<E>, take: RateLimitTake) => Promise<{ inserted: { id: number }[]; value: T }>,
	check: (c: Context<E>, value: T) => void,
) =>
	createMiddleware<E>(async (c, next) => {
		// E extends AppEnv: the context holds all that AppEnv's does.
		const app = c as unknown as Context<AppEnv>;
		const limiter = new RateLimiter(app.get("deps").db, options.limit, options.windowMs);
		const { take, slot: slotOf } = limiter.taking(`${options.name}:${options.key(app)}`);
		const { inserted, value } = await read(c, take);
		const slot = slotOf(inserted);
		try {
			check(c, value);
		} catch (error) {
			await slot?.release();
			throw error;
		}
		if (!slot) throw refusal(options);
		await counted(app, options, slot, next);
	});

/** The request's slot in its window; 429 when the window is full. */
async function takeSlot(c: Context<AppEnv>, options: RateLimitOptions): Promise<RateLimitSlot> {
	const limiter = new RateLimiter(c.get("deps").db, options.limit, options.windowMs);
	const slot = await limiter.take(`${options.name}:${options.key(c)}`);
	if (!slot) throw refusal(options);
	return slot;
}

/** The 429 of a full window, with its Retry-After. */
const refusal = (options: Pick<RateLimitOptions, "message" | "windowMs">) =>
	new RateLimitedError(options.message, Math.ceil(options.windowMs / 1000));

/** Runs the request with its slot taken; the slot is given back when the request does not count. */
async function counted(c: Context<AppEnv>, options: Pick<RateLimitOptions, "count">, slot: RateLimitSlot, next: Next) {
	await next();
	const status = c.res.status;
	if (options.count === "failures" && status < 400) await slot.release();
	if (options.count === "served" && status >= 400 && status < 500) await slot.release();
}

/**
 * The signed-in user's id as a rate-limit key (a user's windows follow them across devices and
 * addresses); a request without a user falls back to its client's key, never to one shared bucket.
 */
export const byUser = (c: Context<AppEnv>) => c.get("user")?.id ?? byClient(c);

/** The client's address as a rate-limit key, for limits that apply before sign-in (see `clientKey`). */
export const byClient = (c: Context<AppEnv>) => clientKey(c.req.raw.headers);

/**
 * The public view's reads: they answer without the beta password or a session, so they count per
 * client address, `PUBLIC_VIEW_READS_PER_MINUTE` a minute (photos in a window of their own).
 */
export const publicViewReadLimit = (kind: "reads" | "photos" = "reads") =>
	rateLimit({
		name: kind === "reads" ? "public-view" : "public-view-photo",
		limit: kind === "reads" ? PUBLIC_VIEW_READS_PER_MINUTE : PUBLIC_VIEW_PHOTOS_PER_MINUTE,
		windowMs: 60_000,
		key: byClient,
		message: publicViewMessages.rateLimited,
	});

/**
 * The signed-in place calls that may reach Google Places, per user while Google is the places
 * provider (the catalog and OpenStreetMap are free): lookups (search, suggestions, details),
 * `PLACE_LOOKUPS_PER_MINUTE` a minute, and photos in a window of their own. Each call that reaches
 * Google also counts toward the daily cap (PLACE_CALLS_PER_USER_PER_DAY, worker/lib/deps.ts).
 */
export const placeCallLimit = (kind: "lookups" | "photos" = "lookups") =>
	rateLimit({
		name: kind === "lookups" ? "place-lookup" : "place-photo",
		limit: kind === "lookups" ? PLACE_LOOKUPS_PER_MINUTE : PLACE_PHOTOS_PER_MINUTE,
		windowMs: 60_000,
		key: byUser,
		message: TOO_MANY_REQUESTS,
		skip: (c) => c.get("config").placesSource !== "google",
	});
