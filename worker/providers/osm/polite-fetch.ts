/**
 * The public OpenStreetMap services (Nominatim, Overpass, the OSRM demo server) are run by
 * volunteers; their usage policies ask for an identifying User-Agent with a contact, at most about
 * one request a second, no bulk work, and answers cached. Every OSM request of the app goes through
 * here: one queue per service per isolate spacing requests `minIntervalMs` apart, a short queue (a
 * request that would wait too long fails rather than piling up), one polite retry after a 429/503
 * that asks for a short wait, and a KV cache in front of it all.
 */

import { retryAfterMs } from "../retry-after";

export interface OsmService {
	/** "nominatim", "overpass", "osrm": the queue and the cache keys are per service. */
	name: string;
	baseUrl: string;
	userAgent: string;
	/** Gap between two requests to this service from one isolate (1000 ms for the public instances). */
	minIntervalMs: number;
	/**
	 * The most one call may take, queue wait and retry included (default 20 s). The deployed fallback
	 * beyond the catalog asks for `OSM_FALLBACK_TIMEOUT_MS`, so an unreachable service fails quickly.
	 */
	timeoutMs?: number;
}

/** The bound on one OpenStreetMap call when it is only the fallback beyond the catalog (no network: a quick, honest failure). */
export const OSM_FALLBACK_TIMEOUT_MS = 2_500;

/** The service failed, refused or is too busy right now; callers answer as for any upstream failure. */
export class OsmUpstreamError extends Error {
	override readonly name: string = "OsmUpstreamError";
}

/**
 * The service did not answer: no network, no answer before the deadline, a queue too long to wait
 * in, or a busy/failing server (429, 5xx). Not a refusal of the request or an unreadable answer.
 */
export class OsmUnreachableError extends OsmUpstreamError {
	override readonly name = "OsmUnreachableError";
}

/** At most this many requests wait for one service in an isolate; more fail at once. */
const MAX_QUEUED = 4;
/** A 429/503 asking for a longer wait than this is not retried. */
const MAX_RETRY_AFTER_MS = 5_000;
const REQUEST_TIMEOUT_MS = 20_000;

interface Lane {
	/** When the next request may start (ms since epoch). */
	nextAt: number;
	queued: number;
	/** A bounded call (`timeoutMs`) found the service unreachable: bounded calls fail at once until then. */
	downUntil: number;
}
/** How long bounded calls skip a service that did not answer (no network: one wait per turn, not one per search). */
const UNREACHABLE_PAUSE_MS = 30_000;
const lanes = new Map<string, Lane>();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits for this service's next slot; throws when too many requests are already waiting, or when the
 * slot comes after the call's deadline.
 */
async function takeSlot(service: OsmService, deadline: number): Promise<void> {
	const lane = lanes.get(service.name) ?? { nextAt: 0, queued: 0, downUntil: 0 };
	lanes.set(service.name, lane);
	if (service.timeoutMs !== undefined && Date.now() < lane.downUntil) {
		throw new OsmUnreachableError(`${service.name}: unreachable a moment ago`);
	}
	if (lane.queued >= MAX_QUEUED) throw new OsmUnreachableError(`${service.name}: too many requests waiting`);
	const startAt = Math.max(Date.now(), lane.nextAt);
	if (startAt >= deadline) throw new OsmUnreachableError(`${service.name}: no slot before the deadline`);
	lane.nextAt = startAt + service.minIntervalMs;
	lane.queued++;
	try {
		const wait = startAt - Date.now();
		if (wait > 0) await sleep(wait);
	} finally {
		lane.queued--;
	}
}

/**
 * `start(signal)`'s answer, or OsmUpstreamError once the deadline passes: the request is aborted
 * then, and the call does not wait for a fetch that ignores the abort.
 */
async function beforeDeadline<T>(
	service: OsmService,
	deadline: number,
	start: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
	const controller = new AbortController();
	let timer: ReturnType<typeof setTimeout> | undefined;
	const expired = new Promise<never>((_, reject) => {
		timer = setTimeout(
			() => {
				controller.abort();
				reject(new OsmUnreachableError(`${service.name}: no answer in time`));
			},
			Math.max(0, deadline - Date.now()),
		);
	});
	try {
		return await Promise.race([start(controller.signal), expired]);
	} finally {
		clearTimeout(timer);
	}
}

/**
 * One GET (or POST with a form body, for Overpass) to the service, spaced and identified; the
 * parsed JSON answer. Throws OsmUnreachableError when the service did not answer (network, deadline,
 * busy), OsmUpstreamError for a refusal or an unreadable answer.
 */
export async function osmJson(
	service: OsmService,
	pathAndQuery: string,
	init: { method?: "GET" | "POST"; form?: Record<string, string> } = {},
): Promise<unknown> {
	const url = `${service.baseUrl.replace(/\/+$/, "")}${pathAndQuery}`;
	const deadline = Date.now() + (service.timeoutMs ?? REQUEST_TIMEOUT_MS);
	for (let attempt = 0; attempt < 2; attempt++) {
		await takeSlot(service, deadline);
		let res: Response;
		try {
			res = await beforeDeadline(service, deadline, (signal) =>
				fetch(url, {
					method: init.method ?? "GET",
					headers: {
						"User-Agent": service.userAgent,
						Accept: "application/json",
						...(init.form ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
					},
					...(init.form ? { body: new URLSearchParams(init.form).toString() } : {}),
					signal,
				}),
			);
		} catch (error) {
			// No answer (no network, a timeout): bounded calls leave the service alone for a while.
			const lane = lanes.get(service.name);
			if (lane && service.timeoutMs !== undefined) lane.downUntil = Date.now() + UNREACHABLE_PAUSE_MS;
			throw new OsmUnreachableError(`${service.name}: ${error instanceof Error ? error.message : "request failed"}`);
		}
		if (res.status === 429 || res.status === 503) {
			await res.body?.cancel();
			const wait = retryAfterMs(res.headers) ?? service.minIntervalMs * 2;
			if (attempt === 0 && wait <= MAX_RETRY_AFTER_MS) {
				// Back off: this isolate's next request to the service waits too.
				const lane = lanes.get(service.name);
				if (lane) lane.nextAt = Math.max(lane.nextAt, Date.now() + wait);
				continue;
			}
			throw new OsmUnreachableError(`${service.name}: HTTP ${res.status} (busy)`);
		}
		if (!res.ok) {
			await res.body?.cancel();
			const failure = `${service.name}: HTTP ${res.status}`;
			throw res.status >= 500 ? new OsmUnreachableError(failure) : new OsmUpstreamError(failure);
		}
		try {
			return await beforeDeadline(service, deadline, () => res.json());
		} catch (error) {
			throw error instanceof OsmUpstreamError ? error : new OsmUpstreamError(`${service.name}: unreadable answer`);
		}
	}
	throw new OsmUnreachableError(`${service.name}: busy`);
}

/** The KV-cached answer under `key`, or `load()`'s, stored for `ttlSeconds` (a failed write is only logged). */
export async function cachedJson<T>(
	kv: KVNamespace,
	key: string,
	ttlSeconds: number,
	load: () => Promise<T>,
): Promise<T> {
	const hit = await kv.get<T>(key, "json").catch(() => null);
	if (hit !== null) return hit;
	const value = await load();
	await kv
		.put(key, JSON.stringify(value), { expirationTtl: ttlSeconds })
		.catch((error) => console.warn("osm cache write failed", error));
	return value;
}

export async function sha256Hex(text: string): Promise<string> {
	const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
	return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
