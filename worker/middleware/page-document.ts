import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import {
	EVERY_SCREEN_REQUESTS,
	FIRST_ANSWERS_ELEMENT_ID,
	type FirstAnswers,
	type FirstScreen,
	firstScreen,
	pageSays,
} from "../../domain/api/first-screen";
import { pageContentSecurityPolicy } from "../../domain/api/page-policy";
import { openingScreen } from "../../domain/api/spa-routes";
import { readConfig } from "../config";
import type { AppEnv } from "../env";

const PAGE_HEADERS = {
	"Strict-Transport-Security": "max-age=31536000; includeSubDomains",
	"X-Content-Type-Options": "nosniff",
	"X-Frame-Options": "DENY",
	"Referrer-Policy": "strict-origin-when-cross-origin",
	"Permissions-Policy": "camera=(), microphone=(), geolocation=(self)",
	// The page carries the visitor's own answers: never cached by anyone, always asked for again.
	"Cache-Control": "private, no-cache",
	Vary: "Cookie",
};

/** The request headers an API answer may depend on; nothing else of the navigation is passed on. */
const PASSED_HEADERS = ["Cookie", "CF-Connecting-IP", "User-Agent", "Accept-Language"];

/** How the page reaches the API: the Worker's own app, in this same invocation (no network). */
export type AnswerFetch = (request: Request, c: Context<AppEnv>) => Promise<Response>;

/** Where the build lists each screen's code (written by vite.config.ts: `screenChunks`). */
const SCREEN_CHUNKS_PATH = "/screen-chunks.json";

interface ScreenChunks {
	[module: string]: { js: string[]; css: string[] };
}

let screenChunks: Promise<ScreenChunks> | null = null;

/** The build's screen → files list, read once per isolate (none, and read again later, when it cannot be read). */
function readScreenChunks(c: Context<AppEnv>): Promise<ScreenChunks> {
	screenChunks ??= c.env.ASSETS.fetch(new URL(SCREEN_CHUNKS_PATH, c.req.url)).then(async (res) => {
		if (!res.ok || !res.headers.get("Content-Type")?.includes("json")) throw new Error(`${res.status}`);
		return res.json<ScreenChunks>();
	});
	return screenChunks.catch(() => {
		screenChunks = null;
		return {};
	});
}

/**
 * The first screen's GETs, answered by the app itself with the navigation's cookie, as the SPA would
 * ask for them: the session and beta checks and the screen's own at once, and those that need the
 * user's id as soon as the session check has answered. Kept: JSON answers below 500 that set no
 * cookie (an answer is what the SPA would have got, refusals included); anything else the SPA asks
 * for itself.
 */
async function firstAnswers(
	c: Context<AppEnv>,
	fetchAnswer: AnswerFetch,
	screen: FirstScreen | null,
): Promise<FirstAnswers> {
	const headers = new Headers();
	for (const name of PASSED_HEADERS) {
		const value = c.req.header(name);
		if (value) headers.set(name, value);
	}
	const answers: FirstAnswers = {};
	const ask = async (path: string) => {
		try {
			const res = await fetchAnswer(new Request(new URL(path, c.req.url), { headers }), c);
			const json = res.headers.get("Content-Type")?.startsWith("application/json");
			if (!json || res.status >= 500 || res.headers.has("Set-Cookie")) {
				await res.body?.cancel();
				return;
			}
			answers[path] = { status: res.status, body: await res.json() };
		} catch (error) {
			console.warn(`first answer ${path} failed`, error);
		}
	};
	const [sessionCheck, ...rest] = EVERY_SCREEN_REQUESTS;
	await Promise.all([
		ask(sessionCheck).then(() => {
			const user = answers[sessionCheck];
			const userId = user?.status === 200 ? (user.body as { id?: unknown }).id : undefined;
			if (typeof userId === "string" && screen?.forUser) return Promise.all(screen.forUser(userId).map(ask));
		}),
		...[...rest, ...(screen?.requests ?? [])].map(ask),
	]);
	return answers;
}

/** JSON inside a `<script>` element: no `<` at all, so no `</script>` or `<!--` can end it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * `text` put just before the first `marker` of `html` (at the end when there is none). Plain string
 * slicing, never `String.replace`: stored text may hold `$\``, `$'` or `$&`, which a replacement
 * string would expand into copies of the page.
 */
function insertBefore(html: string, marker: string, text: string): string {
	const at = html.indexOf(marker);
	return at === -1 ? html + text : html.slice(0, at) + text + html.slice(at);
}

/**
 * The page with the answers before `</body>` and the screen's code preloaded before `</head>`. Each
 * preload asks exactly as the page will: the SPA's loader (Vite's) fetches a screen's modules and its
 * stylesheets in CORS mode (`crossorigin`, same-origin credentials), and a preload made in another
 * mode is not used (the browser warns and downloads the file again).
 */
function withFirstScreen(html: string, answers: FirstAnswers, files: { js: string[]; css: string[] }): string {
	const links = [
		...files.css.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
		...files.js.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
	].join("");
	const data = `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">${scriptJson(answers)}</script>`;
	const head = html.includes("</head>") ? insertBefore(html, "</head>", links) : links + html;
	return insertBefore(head, "</body>", data);
}

/** Request headers that would make the asset server answer 304 or a part: the page is always whole. */
const CONDITIONAL_HEADERS = [
	"If-None-Match",
	"If-Modified-Since",
	"If-Match",
	"If-Unmodified-Since",
	"If-Range",
	"Range",
];

/** The SPA's page from the build, always as a whole GET (HEAD and conditional requests included). */
function fetchPage(c: Context<AppEnv>): Promise<Response> {
	const headers = new Headers(c.req.raw.headers);
	for (const name of CONDITIONAL_HEADERS) headers.delete(name);
	return c.env.ASSETS.fetch(new Request(c.req.url, { method: "GET", headers }));
}

/** The page's own headers on an answer from the build: private, per cookie, never revalidated by ETag. */
function pageHeaders(res: Response, c: Context<AppEnv>): Headers {
	const headers = new Headers(res.headers);
	headers.delete("ETag");
	headers.delete("Last-Modified");
	headers.delete("Content-Length");
	headers.set("Content-Security-Policy", pageContentSecurityPolicy(readConfig(c.env).mapTiles.origin));
	for (const [name, value] of Object.entries(PAGE_HEADERS)) headers.set(name, value);
	return headers;
}

/**
 * The SPA's page (index.html, for every app path): wrangler.toml sends navigations to the Worker
 * first. The page gets its own headers (the CSP allows the configured map tiles), and, for a screen
 * of the app, the answers it will ask for first (every page: who is signed in, the beta check) and its code's preload links (domain/api/first-screen.ts),
 * so the screen paints one round trip after the page. Mounted first; API, live channel and build-file
 * paths pass through. Vite's dev server page (its client script inside) is served as it is.
 */
export const pageDocument = (fetchAnswer: AnswerFetch) =>
	createMiddleware<AppEnv>(async (c, next) => {
		const path = c.req.path;
		const method = c.req.method;
		if ((method !== "GET" && method !== "HEAD") || /^\/(api|ws|assets)(\/|$)/.test(path)) return next();
		const res = await fetchPage(c);
		if (!res.headers.get("Content-Type")?.startsWith("text/html")) {
			return method === "HEAD" ? new Response(null, res) : new Response(res.body, res);
		}
		// HEAD: the headers a GET would get, without asking the API for answers nobody reads.
		if (method === "HEAD") {
			await res.body?.cancel();
			return new Response(null, { status: res.status, headers: pageHeaders(res, c) });
		}
		let html = await res.text();
		if (html.includes("/@vite/client")) return new Response(html, res);
		const screen = firstScreen(path, new URL(c.req.url).search);
		const answers = await firstAnswers(c, fetchAnswer, screen);
		const module = openingScreen(
			path,
			pageSays((request) => answers[request]),
		);
		const files = module ? (await readScreenChunks(c))[module] : undefined;
		html = withFirstScreen(html, answers, files ?? { js: [], css: [] });
		return new Response(html, { status: res.status, headers: pageHeaders(res, c) });
	});
