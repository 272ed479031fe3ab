// The screens the performance tools measure, once: `npm run audit` (Lighthouse and axe on each) and
// `npm run bench` (each screen's JS against its budget). Both start the app like the e2e suite does
// (scripts/e2e-server.mjs: fresh local state, local sign-in, admin@example.com an admin) and create
// the same sample data here.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * Every screen, once. `who`: "none" (no cookie at all: the beta gate), "visitor" (past the beta
 * gate, signed out), "user" (signed in; the sample user is also an admin). `path` may use the
 * sample data's ids. `jsBudgetKb`: the most JS (KB, gzip) the screen may load before it is usable
 * (see screenScriptKb); `npm run bench` fails when a screen loads more. Each is what the screen
 * loaded when the budget was set, plus about 2 KB; the landing page's is 120 KB. A screen that
 * needs more says why in its commit, with the new figure (docs/performance.md).
 */
export const SCREENS = [
	{ name: "landing (signed out)", who: "visitor", path: () => "/", jsBudgetKb: 120 },
	{ name: "beta gate", who: "none", path: () => "/", jsBudgetKb: 120 },
	{ name: "sign-in", who: "visitor", path: () => "/sign-in", jsBudgetKb: 145 },
	{ name: "my adventures", who: "user", path: () => "/", jsBudgetKb: 125 },
	{ name: "create", who: "user", path: () => "/create-adventure", jsBudgetKb: 168 },
	{ name: "workspace", who: "user", path: (d) => `/adventure/${d.adventureId}`, jsBudgetKb: 152 },
	{ name: "discover", who: "user", path: () => "/discover", jsBudgetKb: 127 },
	{ name: "public view", who: "visitor", path: (d) => `/public/${d.adventureId}`, jsBudgetKb: 147 },
	{ name: "profile", who: "user", path: () => "/profile", jsBudgetKb: 130 },
	{ name: "admin dashboard", who: "user", path: () => "/admin", jsBudgetKb: 121 },
	{ name: "admin users", who: "user", path: () => "/admin/users", jsBudgetKb: 125 },
	{ name: "admin monitoring", who: "user", path: () => "/admin/monitoring", jsBudgetKb: 137 },
	{ name: "admin bugs", who: "user", path: () => "/admin/bugs", jsBudgetKb: 134 },
	{ name: "404", who: "user", path: () => "/no-such-page", jsBudgetKb: 118 },
];

const cookiePairs = (res) => res.headers.getSetCookie().map((c) => c.split(";")[0]);

async function api(base, method, url, cookie, body) {
	const res = await fetch(`${base}${url}`, {
		method,
		headers: { "Content-Type": "application/json", Cookie: cookie, Origin: base },
		body: body === undefined ? undefined : JSON.stringify(body),
	});
	if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${await res.text()}`);
	return res;
}

/** Waits for the app at `base` to answer its health check (up to two minutes). */
export async function waitForApp(base) {
	for (let i = 0; i < 240; i++) {
		try {
			if ((await fetch(`${base}/api/health`)).ok) return;
		} catch {}
		await new Promise((r) => setTimeout(r, 500));
	}
	throw new Error(`the app at ${base} did not start`);
}

/**
 * Beta cookie, a signed-in admin, and a public London adventure with five saved places, a path of
 * three stops and a guide conversation: each screen's cookies by `who`, and the adventure's id.
 */
export async function sampleData(base) {
	const beta = await fetch(`${base}/api/beta/authenticate`, {
		method: "POST",
		headers: { "Content-Type": "application/json" },
		body: JSON.stringify({ password: "e2e-beta-password" }),
	});
	const visitor = cookiePairs(beta).join("; ");
	const signIn = await api(base, "POST", "/api/auth/local", visitor, {
		firstName: "Audit",
		lastName: "Family",
		email: "admin@example.com",
	});
	const user = [visitor, ...cookiePairs(signIn)].join("; ");
	const { user: me } = await signIn.json();
	const adventure = await (
		await api(base, "POST", "/api/adventures", user, {
			title: "Half-term in London",
			description: "Museums, parks and a ride on the river for two curious kids.",
			location: "London, UK",
			latitude: 51.5074,
			longitude: -0.1278,
			startDate: "2031-04-01",
			endDate: "2031-04-05",
			kidAges: [4, 9],
		})
	).json();
	const near = (query) =>
		api(base, "GET", `/api/places/search?query=${query}&latitude=51.5074&longitude=-0.1278&radius=20000`, user).then(
			(res) => res.json(),
		);
	const places = await near("museum");
	const parks = await near("park");
	const picked = [...places.slice(0, 3), ...parks.slice(0, 2)];
	if (picked.length < 3) throw new Error("the catalog has too few London places for the sample data");
	for (const place of picked) {
		await api(base, "POST", "/api/saved-places", user, {
			googlePlaceId: place.googlePlaceId,
			adventureId: adventure.id,
		});
	}
	const pathRow = await (
		await api(base, "POST", `/api/adventures/${adventure.id}/paths`, user, {
			name: "Museum day",
			transportMode: "walking",
		})
	).json();
	for (const place of picked.slice(0, 3)) {
		await api(base, "POST", `/api/paths/${pathRow.id}/stops`, user, { googlePlaceId: place.googlePlaceId });
	}
	await api(base, "POST", "/api/guide-ai", user, {
		message: "Rainy day ideas for my 4 and 9 year olds",
		location: "London, UK",
		userId: me.id,
		adventureId: adventure.id,
		mapCenter: { lat: 51.5074, lng: -0.1278 },
		mapZoom: 11,
		kidAges: [4, 9],
	});
	await api(base, "PATCH", `/api/adventures/${adventure.id}`, user, { isPublic: true });
	return { cookies: { none: "", visitor, user }, adventureId: adventure.id };
}

/** The size of a script as the browser gets it: one of our built files gzipped, else what came over the wire. */
export function scriptBytes(base, url, transferred = 0) {
	const { origin, pathname } = new URL(url);
	const file = path.join(root, "dist/client", pathname);
	return origin === base && existsSync(file) ? gzipSync(readFileSync(file)).length : transferred;
}

/** Cookies of a `Cookie:` header, for a browser context. */
export const browserCookies = (cookie, base) =>
	cookie
		? cookie.split("; ").map((pair) => {
				const eq = pair.indexOf("=");
				return { name: pair.slice(0, eq), value: pair.slice(eq + 1), url: base };
			})
		: [];

/**
 * The JS a screen loads before it is usable, in KB (gzip), and the files: every script the page
 * fetches in Chromium on a phone (Lighthouse's mobile screen, 412 × 823) from the navigation until
 * the network has been quiet for half a second after the load event, and a second more (what starts
 * then, e.g. the map when the family opens it, is not counted). Sizes do not depend on the machine.
 */
export async function screenScriptKb(browser, base, screen, data) {
	const context = await browser.newContext({
		viewport: { width: 412, height: 823 },
		deviceScaleFactor: 1.75,
		isMobile: true,
		hasTouch: true,
	});
	await context.addCookies(browserCookies(data.cookies[screen.who], base));
	const page = await context.newPage();
	const scripts = new Map();
	page.on("response", (response) => {
		if (response.request().resourceType() !== "script" || scripts.has(response.url())) return;
		scripts.set(
			response.url(),
			response.body().then(
				(body) => scriptBytes(base, response.url(), body.length),
				() => scriptBytes(base, response.url()),
			),
		);
	});
	try {
		await page.goto(`${base}${screen.path(data)}`, { waitUntil: "networkidle" });
		await page.waitForTimeout(1000);
		await page.waitForLoadState("networkidle");
		const files = await Promise.all([...scripts].map(async ([url, bytes]) => ({ url, bytes: await bytes })));
		return { kb: files.reduce((sum, file) => sum + file.bytes, 0) / 1024, files };
	} finally {
		await context.close();
	}
}
