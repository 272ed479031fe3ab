import { type Context, Hono } from "hono";
import { getPath } from "hono/utils/url";
import type { AppEnv } from "../env";

/** How an alias reaches its canonical route: the Worker's own app, in this same invocation (no network). */
export type SelfFetch = (request: Request, c: Context<AppEnv>) => Promise<Response>;

/** Where an alias request goes: the canonical path, and query parameters it adds to the request's own. */
interface Canonical {
	path: string;
	query?: Record<string, string>;
}

const segment = encodeURIComponent;

/**
 * The spec names two URLs for some actions. Each action has one route (its canonical URL, the one
 * the SPA calls through `hc<AppType>`); the second URL is listed here and forwarded to it, so it
 * answers exactly what the canonical route answers: same middleware, validation, access, rate
 * limits and service. Keys are "METHOD path" under `/api`, as Hono registers them.
 */
export const ALIASES: Record<string, (param: (name: string) => string) => Canonical> = {
	// Navigations: the spec's `/api/login` and `/api/auth/login?returnTo=…` (the query is carried over).
	"GET /login": () => ({ path: "/api/auth/login" }),
	// One place's details: `/api/places/details/{id}` (canonical) and `/api/places/{id}/details`.
	"GET /places/:googlePlaceId/details": (param) => ({
		path: `/api/places/details/${segment(param("googlePlaceId"))}`,
	}),
	// Whether a place is saved: the query form (canonical), and the path form.
	"GET /saved-places/check/:googlePlaceId/:adventureId": (param) => ({
		path: "/api/saved-places/check",
		query: { googlePlaceId: param("googlePlaceId"), adventureId: param("adventureId") },
	}),
	// An adventure's saved places: `/api/saved-places?adventureId=` and the public view's URL.
	"GET /adventures/:id/saved-places": (param) => ({
		path: "/api/saved-places",
		query: { adventureId: param("id") },
	}),
};

/**
 * Mounted at `/api` ahead of every middleware: an alias request only builds its canonical request
 * (same method, headers and body; its query kept, the path's values added) and answers with what
 * the app answers to that, so the middleware runs once, on the canonical request. A canonical path
 * that an alias matches too (`/api/places/details/details` is also `/places/:googlePlaceId/details`)
 * would be forwarded again and again: it is answered at once, as the app answers an unknown path.
 */
export function aliasRoutes(selfFetch: SelfFetch): Hono<AppEnv> {
	const routes = new Hono<AppEnv>();
	// The path as the app's router will see it (percent-decoded as Hono decodes it), under `/api`.
	const aliased = (method: string, request: Request) => {
		const path = getPath(request);
		return path.startsWith("/api/") && routes.router.match(method, path.slice("/api".length))[0].length > 0;
	};
	for (const [key, canonicalOf] of Object.entries(ALIASES)) {
		const [method = "GET", path = "/"] = key.split(" ");
		routes.on(method, path, async (c) => {
			const { path: canonicalPath, query = {} } = canonicalOf((name) => c.req.param(name) ?? "");
			const target = new URL(c.req.url);
			target.pathname = canonicalPath;
			for (const [name, value] of Object.entries(query)) target.searchParams.set(name, value);
			const canonical = new Request(target, c.req.raw);
			if (aliased(method, canonical)) return c.json({ error: "Not found" }, 404);
			return selfFetch(canonical, c);
		});
	}
	return routes;
}
