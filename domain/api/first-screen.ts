/**
 * The first screen of a page load, decided by its address: which screen module the SPA opens and
 * which API answers (GET, exactly as the SPA's client asks for them) that screen needs first. The
 * Worker runs those requests while it serves the page and writes their answers into it, with
 * `modulepreload` links for the screen's code (worker/middleware/page-document.ts); the SPA takes an
 * answer from the page instead of asking the network, once, shortly after it starts
 * (web/src/lib/first-answers.ts). So the first screen waits for one round trip, not three.
 */

import { matchSpaRoute, type SpaRouteName } from "./spa-routes";

export { SCREEN_MODULES } from "./spa-routes";

/** The page's `<script type="application/json">` that carries the answers. */
export const FIRST_ANSWERS_ELEMENT_ID = "first-answers";

/** How long after the page started the SPA may use an answer from the page (ms); later ones go to the network. */
export const FIRST_ANSWERS_TTL_MS = 15_000;

/** One answer as the API gave it: its status and JSON body. */
export interface FirstAnswer {
	status: number;
	body: unknown;
}

/** Answers by the request's path and query (`/api/saved-places?adventureId=…`). */
export type FirstAnswers = Record<string, FirstAnswer>;

export interface FirstScreen {
	/** The GETs the screen makes on its first render, besides the session and beta checks. */
	requests: string[];
	/** The GETs it makes as soon as it knows who is signed in (their URL holds the user's id). */
	forUser?: (userId: string) => string[];
}

/** Every page asks who is signed in and whether the browser is past the beta gate. */
export const EVERY_SCREEN_REQUESTS = ["/api/auth/user", "/api/beta/status"] as const;

/**
 * What a page's first answers say of the browser (`answer`: the page's answer to a GET, if any):
 * someone is signed in (the session check answered 200), and it is not yet past the beta gate (the
 * beta check said so). Without the answers, neither.
 */
export function pageSays(answer: (path: string) => FirstAnswer | undefined): { signedIn: boolean; gated: boolean } {
	const beta = answer("/api/beta/status")?.body as { authenticated?: unknown } | undefined;
	return { signedIn: answer("/api/auth/user")?.status === 200, gated: beta?.authenticated === false };
}

const query = (values: Record<string, string>) => `?${new URLSearchParams(values)}`;

const workspace = (id: string) => [
	`/api/adventures/${encodeURIComponent(id)}`,
	`/api/saved-places${query({ adventureId: id })}`,
	`/api/adventures/${encodeURIComponent(id)}/paths`,
];

const publicView = (id: string, search: URLSearchParams) => {
	const share = search.get("share");
	return [`/api/public/adventures/${encodeURIComponent(id)}${share ? query({ share }) : ""}`];
};

/**
 * Each route's first GETs, exactly as the SPA's client writes them (`id` decoded; the client
 * percent-encodes a path segment and writes a query with URLSearchParams).
 */
const FIRST_REQUESTS: { [N in SpaRouteName]: (id: string, search: URLSearchParams) => string[] } = {
	home: () => ["/api/adventures"],
	// The landing page names the parent brand from the config.
	landing: () => ["/api/config"],
	signIn: () => ["/api/config"],
	signInLink: () => [],
	discover: () => ["/api/adventures/public"],
	// The form asks for nothing until the family types.
	createAdventure: () => [],
	adventure: workspace,
	planner: workspace,
	editAdventure: (id) => [`/api/adventures/${encodeURIComponent(id)}`],
	publicAdventure: publicView,
	publicAlias: publicView,
	// The profile's counts are asked for with the browser's own date, which the page cannot know.
	profile: () => [],
	admin: () => ["/api/admin/users", "/api/bug-reports", "/api/monitoring/places-provider"],
	adminUsers: () => ["/api/admin/users"],
	adminMonitoring: () => ["/api/monitoring/usage", "/api/monitoring/costs"],
	adminBugs: () => ["/api/bug-reports"],
};

/**
 * The workspace's chat: the conversation kept with the trip (`/api/guide-ai/conversation/{userId}-{id}`),
 * which the SPA asks for as soon as the user and the adventure are known. For anyone but the owner
 * the API refuses it, and the SPA does not ask.
 */
const conversation = (id: string, userId: string) => [
	`/api/guide-ai/conversation/${encodeURIComponent(`${userId}-${id}`)}`,
];

/** The routes whose first GETs also depend on who is signed in. */
const FOR_USER: { [N in SpaRouteName]?: (id: string, userId: string) => string[] } = {
	adventure: conversation,
	planner: conversation,
};

/** The screen a page load opens on, or null for an address with no screen of its own (the 404 page). */
export function firstScreen(pathname: string, search = ""): FirstScreen | null {
	const route = matchSpaRoute(pathname);
	if (!route) return null;
	const id = route.id ?? "";
	const forUser = FOR_USER[route.name];
	return {
		requests: FIRST_REQUESTS[route.name](id, new URLSearchParams(search)),
		...(forUser ? { forUser: (userId: string) => forUser(id, userId) } : {}),
	};
}
