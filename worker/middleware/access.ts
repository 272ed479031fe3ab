import type { Context, HonoRequest } from "hono";
import { createMiddleware } from "hono/factory";
import { pathMessages } from "../../domain/path/path";
import type { Db } from "../db";
import type { AdventureEnv, OptionalAdventureEnv, PathEnv, SharedAdventureEnv, StopEnv } from "../env";
import { ForbiddenError, NotFoundError } from "../lib/errors";
import { validatedField } from "../lib/validate";
import {
	type AdventureAccess,
	findAdventureAccess,
	findPathAccess,
	findSharedAdventureAccess,
	findStopAccess,
} from "../services/adventure-access";

/** What the route needs: to read (owner, or anyone signed in for a public adventure) or to own. */
export type Need = "read" | "own";

/**
 * Where a request names the id: a path parameter, a query parameter or a JSON body field (each
 * read as its validator accepted it, so `validate(…)` goes first), or a function of the request.
 */
export type IdSource =
	| { param: string }
	| { query: string }
	| { json: string }
	| { id: (request: HonoRequest, userId: string) => string | undefined };

interface AccessOptions {
	/** The 403 answered to a viewer (a public adventure, not theirs) when `own` is needed. */
	forbidden?: string;
	/** Answer a viewer 404 instead, as if the adventure did not exist (the guide is the owner's alone). */
	hideFromViewers?: boolean;
}

const ADVENTURE_NOT_FOUND = "Adventure not found";
const OWNER_ONLY = "Only the owner can change this adventure";

function idFrom(c: Context, userId: string, source: IdSource): string | undefined {
	if ("id" in source) return source.id(c.req, userId);
	const value =
		"param" in source
			? validatedField(c, "param", source.param)
			: "query" in source
				? validatedField(c, "query", source.query)
				: validatedField(c, "json", source.json);
	return typeof value === "string" ? value : undefined;
}

/** 404 when hidden or missing; for `own`, a viewer gets 403 `forbidden` (or 404 when hidden from viewers). */
function check<T extends AdventureAccess>(found: T | null, need: Need, notFound: string, options: AccessOptions): T {
	if (!found) throw new NotFoundError(notFound);
	if (need === "own" && found.access !== "owner") {
		if (options.hideFromViewers) throw new NotFoundError(notFound);
		throw new ForbiddenError(options.forbidden ?? OWNER_ONLY);
	}
	return found;
}

async function loadAdventure(db: Db, userId: string, need: Need, id: string, options: AccessOptions) {
	return checkAdventureAccess(await findAdventureAccess(db, id, userId), need, options);
}

/** `adventureAccess`'s judgement of an access already read (a route that reads it in a batch of its own). */
export const checkAdventureAccess = (found: AdventureAccess | null, need: Need, options: AccessOptions = {}) =>
	check(found, need, ADVENTURE_NOT_FOUND, options);

/**
 * Loads the adventure a request names and checks the caller's access: 404 `Adventure not found`
 * when it is missing or not theirs to see (existence is not revealed), 403 for a viewer when the
 * route needs the owner. Afterwards `c.get("adventure")` and `c.get("access")` are set. Goes after
 * `requireUser()` and the validator of the id's part.
 */
export const adventureAccess = (need: Need, source: IdSource, options: AccessOptions = {}) =>
	createMiddleware<AdventureEnv>(async (c, next) => {
		const userId = c.get("user").id;
		const found = await loadAdventure(c.get("deps").db, userId, need, idFrom(c, userId, source) ?? "", options);
		c.set("adventure", found.adventure);
		c.set("access", found.access);
		await next();
	});

/** The same for a request that may name no adventure: then `c.get("adventure")` is null. */
export const optionalAdventureAccess = (need: Need, source: IdSource, options: AccessOptions = {}) =>
	createMiddleware<OptionalAdventureEnv>(async (c, next) => {
		const userId = c.get("user").id;
		const id = idFrom(c, userId, source);
		c.set("adventure", id ? (await loadAdventure(c.get("deps").db, userId, need, id, options)).adventure : null);
		await next();
	});

/**
 * Loads a path and its adventure: 404 `Path not found` when missing or hidden, 403 for a viewer
 * when the route writes. Sets `path`, `adventure` and `access`.
 */
export const pathAccess = (need: Need, source: IdSource) =>
	createMiddleware<PathEnv>(async (c, next) => {
		const userId = c.get("user").id;
		const found = await findPathAccess(c.get("deps").db, idFrom(c, userId, source) ?? "", userId);
		const { path, adventure, access } = check(found, need, pathMessages.pathNotFound, {
			forbidden: pathMessages.ownerOnly,
		});
		c.set("path", path);
		c.set("adventure", adventure);
		c.set("access", access);
		await next();
	});

/** Loads a path stop's path and adventure: 404 `Stop not found`, 403 for a viewer. Sets `stopId` too. */
export const stopAccess = (need: Need, source: IdSource) =>
	createMiddleware<StopEnv>(async (c, next) => {
		const userId = c.get("user").id;
		const stopId = idFrom(c, userId, source) ?? "";
		const found = await findStopAccess(c.get("deps").db, stopId, userId);
		const { path, adventure, access } = check(found, need, pathMessages.stopNotFound, {
			forbidden: pathMessages.ownerOnly,
		});
		c.set("stopId", stopId);
		c.set("path", path);
		c.set("adventure", adventure);
		c.set("access", access);
		await next();
	});

/**
 * Read access for the public view, signed in or not (the beta gate still applies): the owner, a
 * public adventure, or a private one with its share token in `?share=` (validated first); 404
 * `Adventure not found` otherwise. Never used on a write. Sets `adventure` and `access`.
 */
export const sharedAdventureRead = (source: { param: string }) =>
	createMiddleware<SharedAdventureEnv>(async (c, next) => {
		const id = validatedField(c, "param", source.param);
		const share = validatedField(c, "query", "share");
		const found = await findSharedAdventureAccess(
			c.get("deps").db,
			typeof id === "string" ? id : "",
			c.get("user")?.id ?? null,
			typeof share === "string" ? share : undefined,
		);
		if (!found) throw new NotFoundError(ADVENTURE_NOT_FOUND);
		c.set("adventure", found.adventure);
		c.set("access", found.access);
		await next();
	});
