/**
 * The first screen of a page load, decided by its address: which screen module the SPA opens and
 * which API answers (GET, exactly as the SPA's client asks for them) that screen needs first. The
 * Worker runs those requests while it serves the page and writes their answers into it, with
 * `modulepreload` links for the screen's code (worker/middleware/page-document.ts); the SPA takes an
 * answer from the page instead of asking the network, once, shortly after it starts
 * (web/src/lib/first-answers.ts). So the first screen waits for one round trip, not three.
 */

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

/** The SPA's screen modules that a page can open on, by path under web/src/ (no extension). */
export const SCREEN_MODULES = [
	"features/beta-gate/beta-password-form",
	"features/landing/landing-page",
	"features/adventures/my-adventures-page",
	"features/auth/sign-in-page",
	"features/profile/profile-page",
	"features/adventures/create-adventure-page",
	"features/adventures/edit-adventure-page",
	"features/workspace/workspace-page",
	"features/workspace/public-adventure-page",
	"features/discover/discover-page",
	"features/admin/admin-dashboard-page",
	"features/admin/admin-users-page",
	"features/monitoring/monitoring-page",
	"features/bug-reports/bug-reports-page",
] as const;

export type ScreenModule = (typeof SCREEN_MODULES)[number];

export interface FirstScreen {
	/** The screen's module; on `/` it depends on whether someone is signed in. */
	module: ScreenModule | { signedIn: ScreenModule; signedOut: ScreenModule };
	/** The GETs the screen makes on its first render, besides the session and beta checks. */
	requests: string[];
}

/** Every page asks who is signed in and whether the browser is past the beta gate. */
export const EVERY_SCREEN_REQUESTS = ["/api/auth/user", "/api/beta/status"] as const;

/** A path segment as the SPA's client puts it into a URL (percent-encoded); null when malformed. */
function segment(raw: string): string | null {
	try {
		return encodeURIComponent(decodeURIComponent(raw));
	} catch {
		return null;
	}
}

const query = (values: Record<string, string>) => `?${new URLSearchParams(values)}`;

const ROUTES: { pattern: RegExp; screen: (id: string, search: URLSearchParams) => FirstScreen }[] = [
	{
		pattern: /^\/$/,
		screen: () => ({
			module: { signedIn: "features/adventures/my-adventures-page", signedOut: "features/landing/landing-page" },
			requests: ["/api/adventures"],
		}),
	},
	{ pattern: /^\/sign-in\/?$/, screen: () => ({ module: "features/auth/sign-in-page", requests: ["/api/config"] }) },
	// The profile's counts are asked for with the browser's own date, which the page cannot know.
	{ pattern: /^\/profile\/?$/, screen: () => ({ module: "features/profile/profile-page", requests: [] }) },
	{
		pattern: /^\/create-adventure\/?$/,
		screen: () => ({ module: "features/adventures/create-adventure-page", requests: [] }),
	},
	{
		pattern: /^\/adventure\/([^/]+)(?:\/planner)?\/?$/,
		screen: (id) => ({
			module: "features/workspace/workspace-page",
			requests: [
				`/api/adventures/${id}`,
				`/api/saved-places${query({ adventureId: decodeURIComponent(id) })}`,
				`/api/adventures/${id}/paths`,
			],
		}),
	},
	{
		pattern: /^\/adventure\/([^/]+)\/edit\/?$/,
		screen: (id) => ({ module: "features/adventures/edit-adventure-page", requests: [`/api/adventures/${id}`] }),
	},
	{
		pattern: /^\/(?:public\/([^/]+)|adventure\/([^/]+)\/public)\/?$/,
		screen: (id, search) => {
			const share = search.get("share");
			return {
				module: "features/workspace/public-adventure-page",
				requests: [`/api/public/adventures/${id}${share ? query({ share }) : ""}`],
			};
		},
	},
	{
		pattern: /^\/discover\/?$/,
		screen: () => ({ module: "features/discover/discover-page", requests: ["/api/adventures/public"] }),
	},
	{
		pattern: /^\/admin\/?$/,
		screen: () => ({
			module: "features/admin/admin-dashboard-page",
			requests: ["/api/admin/users", "/api/bug-reports", "/api/monitoring/places-provider"],
		}),
	},
	{
		pattern: /^\/admin\/users\/?$/,
		screen: () => ({ module: "features/admin/admin-users-page", requests: ["/api/admin/users"] }),
	},
	{
		pattern: /^\/admin\/monitoring\/?$/,
		screen: () => ({
			module: "features/monitoring/monitoring-page",
			requests: ["/api/monitoring/usage", "/api/monitoring/costs"],
		}),
	},
	{
		pattern: /^\/admin\/bugs\/?$/,
		screen: () => ({ module: "features/bug-reports/bug-reports-page", requests: ["/api/bug-reports"] }),
	},
];

/** The screen a page load opens on, or null for an address with no screen of its own (the 404 page). */
export function firstScreen(pathname: string, search = ""): FirstScreen | null {
	for (const route of ROUTES) {
		const match = route.pattern.exec(pathname);
		if (!match) continue;
		const raw = match.slice(1).find((group) => group !== undefined);
		const id = raw === undefined ? "" : segment(raw);
		if (id === null) return null;
		return route.screen(id, new URLSearchParams(search));
	}
	return null;
}

/** What a browser not yet past the beta gate sees, whatever the address. */
export const BETA_GATE_MODULE: ScreenModule = "features/beta-gate/beta-password-form";

/** The module a screen opens with, once it is known whether someone is signed in. */
export function screenModule(screen: FirstScreen, signedIn: boolean): ScreenModule {
	const { module } = screen;
	return typeof module === "string" ? module : signedIn ? module.signedIn : module.signedOut;
}
