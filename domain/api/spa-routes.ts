/**
 * The SPA's addresses, in one table: the SPA's router (web/src/app/routes.tsx) and its links
 * (web/src/lib/paths.ts) are built from it, and the Worker reads it to know which screen a page
 * load opens on (domain/api/first-screen.ts). A path is written as the router writes it: fixed
 * segments and `:id`, one segment.
 */

/** The screen modules, by path under web/src/ (no extension): the build names each one's code by it. */
const LANDING = "features/landing/landing-page";
const MY_ADVENTURES = "features/adventures/my-adventures-page";
const WORKSPACE = "features/workspace/workspace-page";
const PUBLIC_VIEW = "features/workspace/public-adventure-page";

/**
 * Every address of the SPA, by name, with the screen it shows (on `/` it depends on whether someone
 * is signed in). Any other address is the 'Page Not Found' screen.
 */
export const SPA_ROUTES = {
	home: { path: "/", screen: { signedIn: MY_ADVENTURES, signedOut: LANDING } },
	/**
	 * The landing page at its own address, for anyone (signed in or not, past the beta gate or not):
	 * where the public view's 'Join the beta' leads a guest who has no beta password yet.
	 */
	landing: { path: "/welcome", screen: LANDING },
	signIn: { path: "/sign-in", screen: "features/auth/sign-in-page" },
	/** Where a sign-in link lands; shown signed in too, to switch accounts. */
	signInLink: { path: "/sign-in/link", screen: "features/auth/email-link-page" },
	discover: { path: "/discover", screen: "features/discover/discover-page" },
	createAdventure: { path: "/create-adventure", screen: "features/adventures/create-adventure-page" },
	/** The workspace; `/planner` is the same screen, opened as a planning session. */
	adventure: { path: "/adventure/:id", screen: WORKSPACE },
	planner: { path: "/adventure/:id/planner", screen: WORKSPACE },
	editAdventure: { path: "/adventure/:id/edit", screen: "features/adventures/edit-adventure-page" },
	/** The public view (`?share=` for a private adventure's share link), and its short alias. */
	publicAdventure: { path: "/adventure/:id/public", screen: PUBLIC_VIEW },
	publicAlias: { path: "/public/:id", screen: PUBLIC_VIEW },
	profile: { path: "/profile", screen: "features/profile/profile-page" },
	admin: { path: "/admin", screen: "features/admin/admin-dashboard-page" },
	adminUsers: { path: "/admin/users", screen: "features/admin/admin-users-page" },
	adminMonitoring: { path: "/admin/monitoring", screen: "features/monitoring/monitoring-page" },
	adminBugs: { path: "/admin/bugs", screen: "features/bug-reports/bug-reports-page" },
} as const;

export type SpaRouteName = keyof typeof SPA_ROUTES;
type RouteScreen = (typeof SPA_ROUTES)[SpaRouteName]["screen"];
type ScreenOf<S> = S extends string ? S : S[keyof S];

/** What a browser not yet past the beta gate sees, whatever the address. */
const BETA_GATE_MODULE = "features/beta-gate/beta-password-form";
/** What any other address shows ('Page Not Found'). */
const NOT_FOUND_MODULE = "features/layout/not-found-page";

/** A screen module the SPA can open on (lazily imported, so the build lists its files). */
export type ScreenModule = ScreenOf<RouteScreen> | typeof BETA_GATE_MODULE | typeof NOT_FOUND_MODULE;

/** Every screen module, once: the routes', the beta gate's and the 404's. */
export const SCREEN_MODULES: readonly ScreenModule[] = [
	...new Set<ScreenModule>([
		...Object.values(SPA_ROUTES).flatMap(({ screen }): ScreenModule[] =>
			typeof screen === "string" ? [screen] : [screen.signedIn, screen.signedOut],
		),
		BETA_GATE_MODULE,
		NOT_FOUND_MODULE,
	]),
];

/** The route an address shows, with its `:id` (decoded), as the SPA's router matches it. */
export interface SpaRouteMatch {
	name: SpaRouteName;
	id?: string;
}

/** Like the router: fixed segments in any case, `:id` any one segment, trailing slashes allowed. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const MATCHERS = (Object.keys(SPA_ROUTES) as SpaRouteName[]).map((name) => {
	const source = SPA_ROUTES[name].path
		.split("/")
		.filter(Boolean)
		.map((segment) => (segment === ":id" ? "/([^/]+)" : `/${literal(segment)}`))
		.join("");
	return { name, pattern: new RegExp(`^${source}/*$`, "i") };
});

/**
 * The route of a path (`location.pathname`, percent-encoded), or null for an address with no screen
 * of its own (the 404 page) or whose id is not valid percent-encoding.
 */
export function matchSpaRoute(pathname: string): SpaRouteMatch | null {
	for (const { name, pattern } of MATCHERS) {
		const match = pattern.exec(pathname === "" ? "/" : pathname);
		if (!match) continue;
		const raw = match[1];
		if (raw === undefined) return { name };
		try {
			return { name, id: decodeURIComponent(raw) };
		} catch {
			return null;
		}
	}
	return null;
}

type PathOf<N extends SpaRouteName> = (typeof SPA_ROUTES)[N]["path"];
/** A route's link: its path, or for a route with an `:id`, a function of the id. */
type Href<P extends string> = P extends `${string}:id${string}` ? (id: string) => string : P;

/** Every route's link, by name: `spaHrefs.discover`, `spaHrefs.adventure(id)` (the id percent-encoded). */
export const spaHrefs = Object.fromEntries(
	(Object.keys(SPA_ROUTES) as SpaRouteName[]).map((name) => {
		const path: string = SPA_ROUTES[name].path;
		return [name, path.includes(":id") ? (id: string) => path.replace(":id", encodeURIComponent(id)) : path];
	}),
) as { [N in SpaRouteName]: Href<PathOf<N>> };

/**
 * The screen a page load opens on, from its address and what its first answers say: the beta
 * password form for a browser not past the gate (except on the public view, which a share link
 * opens for anyone, and the landing page's own address), else the address's screen (on `/`, My Adventures or the landing page), or
 * 'Page Not Found'. The Worker preloads its code with the page, and the SPA starts loading it
 * before it renders.
 */
export function openingScreen(pathname: string, page: { signedIn: boolean; gated: boolean }): ScreenModule {
	if (page.gated && !opensWithoutBeta(pathname)) return BETA_GATE_MODULE;
	const route = matchSpaRoute(pathname);
	if (!route) return NOT_FOUND_MODULE;
	const { screen } = SPA_ROUTES[route.name];
	return typeof screen === "string" ? screen : page.signedIn ? screen.signedIn : screen.signedOut;
}

/** Whether an address is the public view (`/adventure/{id}/public`, `/public/{id}`): it opens without the beta password. */
export function isPublicView(pathname: string): boolean {
	const route = matchSpaRoute(pathname);
	return !!route && SPA_ROUTES[route.name].screen === PUBLIC_VIEW;
}

/**
 * Whether an address shows without the beta password: the public view (a share link works for
 * anyone who has it) and the landing page's own address (`/welcome`, where its 'Join the beta' leads).
 */
export function opensWithoutBeta(pathname: string): boolean {
	return isPublicView(pathname) || matchSpaRoute(pathname)?.name === "landing";
}
