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
		]) {
			const direct = await api(path, owner.cookie);
			expect(answers[path], path).toEqual({ status: direct.status, body: await direct.json() });
		}
		expect(answers["/api/auth/user"]?.status).toBe(200);
		expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/workspace-page-1.js">');
		expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/shared-2.js">');
		expect(html).toContain('<link rel="preload" as="style" href="/assets/planner-3.css">');
		// Personal answers: never stored by a cache, never revalidated against an old ETag.
		expect(res.headers.get("Cache-Control")).toBe("private, no-cache");
		expect(res.headers.get("ETag")).toBeNull();
		expect(res.headers.get("Content-Security-Policy")).toContain("default-src 'self'");
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

	it("still answers the session and beta checks on an address with no screen, and nothing for HEAD", async () => {
		const html = await (await page("/no-such-page", owner.cookie)).text();
		expect(Object.keys(answersOf(html)).sort()).toEqual(["/api/auth/user", "/api/beta/status"]);
		expect(html).not.toContain("modulepreload");
		const head = await page(`/adventure/${adventureId}`, owner.cookie, { method: "HEAD" });
		expect(head.status).toBe(200);
		expect(await head.text()).toBe("");
	});
});
