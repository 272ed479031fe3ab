import { beforeAll, describe, expect, it } from "vitest";
import { FIRST_ANSWERS_ELEMENT_ID, type FirstAnswers } from "../../domain/api/first-screen";
import { betaCookie, callWith, json, type SignedIn, signIn } from "./helpers";

// The page as the build writes it, and the build's list of each screen's files (vite.config.ts).
const PAGE =
	'<!doctype html><html><head><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>';
const SCREEN_CHUNKS = {
	"features/workspace/workspace-page": {
		js: ["/assets/workspace-page-1.js", "/assets/shared-2.js"],
		css: ["/assets/planner-3.css"],
	},
	"features/landing/landing-page": { js: ["/assets/landing-page-4.js"], css: [] },
	"features/adventures/my-adventures-page": { js: ["/assets/my-adventures-page-5.js"], css: [] },
	"features/beta-gate/beta-password-form": { js: ["/assets/beta-password-form-6.js"], css: [] },
	"features/workspace/public-adventure-page": { js: ["/assets/public-adventure-page-7.js"], css: [] },
	"features/layout/not-found-page": { js: ["/assets/not-found-page-8.js"], css: [] },
};
const ASSETS = {
	async fetch(input: RequestInfo | URL) {
		const url = new URL(input instanceof Request ? input.url : input);
		if (url.pathname === "/screen-chunks.json") {
			return new Response(JSON.stringify(SCREEN_CHUNKS), { headers: { "Content-Type": "application/json" } });
		}
		return new Response(PAGE, { headers: { "Content-Type": "text/html; charset=utf-8", ETag: '"page-1"' } });
	},
	connect() {
		throw new Error("not a socket binding");
	},
} as unknown as Fetcher;

const page = (path: string, cookie: string, init: RequestInit = {}) =>
	callWith({ ASSETS }, path, { ...init, headers: { Cookie: cookie, ...init.headers } });

/** The answers the page carries, parsed from its JSON script element. */
function answersOf(html: string): FirstAnswers {
	const match = new RegExp(`<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">(.*?)</script>`, "s").exec(
		html,
	);
	if (!match?.[1]) throw new Error("the page carries no first answers");
	return JSON.parse(match[1]) as FirstAnswers;
}

const api = (path: string, cookie: string, init: RequestInit = {}) =>
	callWith({ ASSETS }, path, { ...init, headers: { Cookie: cookie, ...init.headers } });

let owner: SignedIn;
let adventureId: string;

beforeAll(async () => {
	owner = await signIn();
	const created = await api(
		"/api/adventures",
		owner.cookie,
		json({
			title: "Rock pools </script><script>alert(1)</script>",
			location: "St Ives, Cornwall, UK",
			latitude: 50.2083,
			longitude: -5.4907,
			startDate: "2031-07-01",
			endDate: "2031-07-04",
		}),
	);
	expect(created.status).toBe(201);
	adventureId = ((await created.json()) as { id: string }).id;
});

describe("the page of a screen carries its first answers", () => {
	it("gives the workspace the answers its API gives the owner, and preloads the workspace's files", async () => {
		const res = await page(`/adventure/${adventureId}`, owner.cookie);
		expect(res.status).toBe(200);
		const html = await res.text();
		const answers = answersOf(html);
		for (const path of [
			"/api/auth/user",
			"/api/beta/status",
			`/api/adventures/${adventureId}`,
			`/api/saved-places?adventureId=${adventureId}`,
			`/api/adventures/${adventureId}/paths`,
			// The chat's conversation, whose URL holds the user's id: asked once the session check answered.
			`/api/guide-ai/conversation/${owner.user.id}-${adventureId}`,
		]) {
			const direct = await api(path, owner.cookie);
			expect(answers[path], path).toEqual({ status: direct.status, body: await direct.json() });
		}
		expect(answers["/api/auth/user"]?.status).toBe(200);
		expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/workspace-page-1.js">');
		expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/shared-2.js">');
		expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/planner-3.css">');
		// Personal answers: never stored by a cache, never revalidated against an old ETag.
		expect(res.headers.get("Cache-Control")).toBe("private, no-cache");
		expect(res.headers.get("ETag")).toBeNull();
		expect(res.headers.get("Content-Security-Policy")).toContain("default-src 'self'");
	});

	it("preloads each file as the SPA then asks for it: in CORS mode, a module as a module, a stylesheet as a style", async () => {
		// Vite's loader fetches a screen's modules and stylesheets with `crossOrigin = ""`; a preload in
		// another credentials mode goes unused (Chromium warns twice and downloads the file again).
		const html = await (await page(`/adventure/${adventureId}`, owner.cookie)).text();
		const links = [...html.matchAll(/<link ([^>]*)>/g)].map((m) => m[1] ?? "");
		const preloads = links.filter((attrs) => /rel="(modulepreload|preload)"/.test(attrs));
		expect(preloads).toHaveLength(3);
		for (const attrs of preloads) {
			expect(attrs, attrs).toMatch(/(^| )crossorigin( |$)/);
			if (attrs.includes('rel="preload"')) expect(attrs, attrs).toMatch(/ as="style" .*href="[^"]+\.css"/);
			else expect(attrs, attrs).toMatch(/href="[^"]+\.js"/);
		}
	});

	it("keeps markup in an answer from ending the script element", async () => {
		const html = await (await page(`/adventure/${adventureId}`, owner.cookie)).text();
		// The page's own two scripts, and no third one from the title.
		expect(html.match(/<\/script>/g)).toHaveLength(2);
		expect(html).not.toContain("<script>alert(1)");
		expect(html).toContain("\\u003c/script>\\u003cscript>alert(1)\\u003c/script>");
		const answer = answersOf(html)[`/api/adventures/${adventureId}`];
		expect((answer?.body as { title?: string } | undefined)?.title).toBe(
			"Rock pools </script><script>alert(1)</script>",
		);
	});

	it("gives another user the refusal the API gives them, with nothing of the adventure", async () => {
		const stranger = await signIn();
		const direct = await api(`/api/adventures/${adventureId}`, stranger.cookie);
		expect(direct.status).toBeGreaterThanOrEqual(400);
		const html = await (await page(`/adventure/${adventureId}`, stranger.cookie)).text();
		const answers = answersOf(html);
		expect(answers[`/api/adventures/${adventureId}`]).toEqual({ status: direct.status, body: await direct.json() });
		expect(answers[`/api/saved-places?adventureId=${adventureId}`]?.status).toBeGreaterThanOrEqual(400);
		// Only their own conversation could be asked for, and the API refuses it too.
		expect(answers[`/api/guide-ai/conversation/${stranger.user.id}-${adventureId}`]?.status).toBeGreaterThanOrEqual(
			400,
		);
		expect(Object.keys(answers).filter((path) => path.includes(owner.user.id))).toEqual([]);
		expect(html).not.toContain("Rock pools");
	});

	it("answers a signed-out visitor as signed out and preloads the landing page, not My Adventures", async () => {
		const beta = await betaCookie();
		const html = await (await page("/", beta)).text();
		const answers = answersOf(html);
		expect(answers["/api/auth/user"]?.status).toBe(401);
		expect(answers["/api/beta/status"]).toEqual({ status: 200, body: { authenticated: true } });
		expect(html).toContain("/assets/landing-page-4.js");
		expect(html).not.toContain("/assets/my-adventures-page-5.js");
	});

	it("preloads the beta password form, and nothing of the address, for a browser not past the gate", async () => {
		const html = await (await page(`/adventure/${adventureId}`, "")).text();
		const answers = answersOf(html);
		expect(answers["/api/beta/status"]).toEqual({ status: 200, body: { authenticated: false } });
		expect(answers[`/api/adventures/${adventureId}`]?.status).toBe(403);
		expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/beta-password-form-6.js">');
		expect(html).not.toContain("/assets/workspace-page-1.js");
		expect(html).not.toContain("Rock pools");
	});

	it("opens a share link for a browser not past the gate: the view's answer and code, not the password form", async () => {
		const link = await api(`/api/adventures/${adventureId}/share-link`, owner.cookie, { method: "POST" });
		const url = new URL(((await link.json()) as { url: string }).url);
		const html = await (await page(url.pathname + url.search, "")).text();
		const answers = answersOf(html);
		expect(answers["/api/beta/status"]).toEqual({ status: 200, body: { authenticated: false } });
		expect(answers[`/api/public/adventures/${adventureId}${url.search}`]?.status).toBe(200);
		expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/public-adventure-page-7.js">');
		expect(html).not.toContain("/assets/beta-password-form-6.js");
	});

	it("preloads My Adventures for someone signed in on /, with their list", async () => {
		const html = await (await page("/", owner.cookie)).text();
		const list = answersOf(html)["/api/adventures"];
		expect(list?.status).toBe(200);
		expect(JSON.stringify(list?.body)).toContain(adventureId);
		expect(html).toContain("/assets/my-adventures-page-5.js");
	});

	it("still answers the session and beta checks on an address with no screen, preloads 'Page Not Found', and nothing for HEAD", async () => {
		const html = await (await page("/no-such-page", owner.cookie)).text();
		expect(Object.keys(answersOf(html)).sort()).toEqual(["/api/auth/user", "/api/beta/status"]);
		expect(html.match(/rel="modulepreload"[^>]*/g)).toEqual([
			'rel="modulepreload" crossorigin href="/assets/not-found-page-8.js"',
		]);
		const head = await page(`/adventure/${adventureId}`, owner.cookie, { method: "HEAD" });
		expect(head.status).toBe(200);
		expect(await head.text()).toBe("");
	});
});

describe("the page stays one document whatever the stored text holds", () => {
	// Every replacement pattern String.prototype.replace knows, in texts anyone can store.
	const PATTERNS = "a $` b $' c $& d $1 e $$ f $<name> g";

	/** The page holds one document: one doctype, one <html>, one </body>, and valid JSON in its script. */
	function expectOneDocument(html: string) {
		expect(html.match(/<!doctype html>/gi)).toHaveLength(1);
		expect(html.match(/<html>/g)).toHaveLength(1);
		expect(html.match(/<\/body>/g)).toHaveLength(1);
		expect(html.match(/<\/head>/g)).toHaveLength(1);
		return answersOf(html);
	}

	it("inserts an adventure title with $` $' $& $1 $$ as written, on the workspace and on Discover", async () => {
		const created = await api(
			"/api/adventures",
			owner.cookie,
			json({
				title: `Patterns ${PATTERNS}`,
				location: "St Ives, Cornwall, UK",
				latitude: 50.2083,
				longitude: -5.4907,
				startDate: "2031-08-01",
				endDate: "2031-08-04",
			}),
		);
		expect(created.status).toBe(201);
		const { id } = (await created.json()) as { id: string };
		const made = await api(`/api/adventures/${id}`, owner.cookie, { ...json({ isPublic: true }), method: "PATCH" });
		expect(made.status).toBe(200);

		const workspace = expectOneDocument(await (await page(`/adventure/${id}`, owner.cookie)).text());
		expect((workspace[`/api/adventures/${id}`]?.body as { title?: string } | undefined)?.title).toBe(
			`Patterns ${PATTERNS}`,
		);

		const discover = await (await page("/discover", await betaCookie())).text();
		const answers = expectOneDocument(discover);
		expect(JSON.stringify(answers)).toContain(`Patterns ${PATTERNS}`);
	});

	it("inserts a bug report's description with the patterns as written on /admin/bugs", async () => {
		const beta = await betaCookie();
		const report = await api(
			"/api/bug-reports",
			beta,
			json({ description: `Broken ${PATTERNS}`, url: "/discover", userAgent: "test" }),
		);
		expect(report.status).toBeLessThan(300);
		const admin = await signIn("admin@example.com");
		const html = await (await page("/admin/bugs", admin.cookie)).text();
		const answers = expectOneDocument(html);
		expect(JSON.stringify(answers)).toContain(`Broken ${PATTERNS}`);
	});
});

describe("conditional requests and HEAD get the page's own answer", () => {
	/** The asset server answers a matching If-None-Match with a 304, as Workers' static assets do. */
	const CONDITIONAL_ASSETS = {
		async fetch(input: RequestInfo | URL, init?: RequestInit) {
			const request = input instanceof Request ? input : new Request(input, init);
			if (new URL(request.url).pathname === "/screen-chunks.json") return ASSETS.fetch(input);
			if (request.headers.get("If-None-Match") === '"page-1"') {
				return new Response(null, { status: 304, headers: { ETag: '"page-1"' } });
			}
			return new Response(request.method === "HEAD" ? null : PAGE, {
				headers: {
					"Content-Type": "text/html; charset=utf-8",
					ETag: '"page-1"',
					"Cache-Control": "public, max-age=0, must-revalidate",
				},
			});
		},
		connect() {
			throw new Error("not a socket binding");
		},
	} as unknown as Fetcher;

	const conditionalPage = (path: string, cookie: string, init: RequestInit = {}) =>
		callWith({ ASSETS: CONDITIONAL_ASSETS }, path, { ...init, headers: { Cookie: cookie, ...init.headers } });

	it("answers If-None-Match with the asset's ETag with the whole page, never a 500", async () => {
		const res = await conditionalPage(`/adventure/${adventureId}`, owner.cookie, {
			headers: { "If-None-Match": '"page-1"' },
		});
		expect(res.status).toBe(200);
		const html = await res.text();
		expect(answersOf(html)["/api/auth/user"]?.status).toBe(200);
		expect(res.headers.get("ETag")).toBeNull();
	});

	it("answers HEAD with the page's headers: private, Vary: Cookie, no ETag", async () => {
		const res = await conditionalPage(`/adventure/${adventureId}`, owner.cookie, { method: "HEAD" });
		expect(res.status).toBe(200);
		expect(await res.text()).toBe("");
		expect(res.headers.get("Cache-Control")).toBe("private, no-cache");
		expect(res.headers.get("Vary")).toBe("Cookie");
		expect(res.headers.get("ETag")).toBeNull();
		expect(res.headers.get("Content-Security-Policy")).toContain("default-src 'self'");
		expect(res.headers.get("Content-Type")).toContain("text/html");
	});
});
