// `npm run audit`: Lighthouse (mobile, performance) and axe-core on every screen, signed in where
// the screen needs it, printed as one table. A benchmark, not part of `npm test` (scores depend on
// the machine). It builds the app, starts it like the e2e suite does (scripts/e2e-server.mjs: fresh
// local state, local sign-in, admin@example.com an admin), signs in, creates sample data (a public
// London adventure with saved places, a path with stops and a guide conversation) and audits.
//
//   npm run audit                     build, start, audit every screen
//   npm run audit -- --no-build       reuse dist/ from the last build
//   npm run audit -- --only=workspace,landing
//   npm run audit -- --runs=1         Lighthouse runs per screen (default 3; the median score is shown)
//   npm run audit -- --save=DIR       also write each Lighthouse report (JSON) into DIR
//   npm run audit -- --strict         exit non-zero when a screen scores < 95 or has serious/critical axe findings
//   E2E_PORT=8816 npm run audit       the port of the app it starts (default 8799)
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import AxeBuilder from "@axe-core/playwright";
import { chromium } from "@playwright/test";
import lighthouse from "lighthouse";

const root = path.resolve(import.meta.dirname, "../..");
const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const only = args
	.find((a) => a.startsWith("--only="))
	?.slice(7)
	.split(",");
const runs = Number(args.find((a) => a.startsWith("--runs="))?.slice(7) ?? 3);
const saveDir = args.find((a) => a.startsWith("--save="))?.slice(7);
const port = process.env.E2E_PORT ?? "8799";
const base = `http://localhost:${port}`;
const debugPort = Number(port) + 1000;
const chromiumPath = [process.env.CHROMIUM_PATH, "/usr/lib/chromium/chromium", "/usr/bin/chromium"].find(
	(candidate) => candidate && existsSync(candidate),
);
const PERF_TARGET = 95;

/**
 * Every screen, once. `who`: "none" (no cookie at all: the beta gate), "visitor" (past the beta
 * gate, signed out), "user" (signed in; the sample user is also an admin). `path` may use the
 * sample data's ids.
 */
const SCREENS = [
	{ name: "landing (signed out)", who: "visitor", path: () => "/" },
	{ name: "beta gate", who: "none", path: () => "/" },
	{ name: "sign-in", who: "visitor", path: () => "/sign-in" },
	{ name: "my adventures", who: "user", path: () => "/" },
	{ name: "create", who: "user", path: () => "/create-adventure" },
	{ name: "workspace", who: "user", path: (d) => `/adventure/${d.adventureId}` },
	{ name: "discover", who: "user", path: () => "/discover" },
	{ name: "public view", who: "visitor", path: (d) => `/public/${d.adventureId}` },
	{ name: "profile", who: "user", path: () => "/profile" },
	{ name: "admin dashboard", who: "user", path: () => "/admin" },
	{ name: "admin users", who: "user", path: () => "/admin/users" },
	{ name: "admin monitoring", who: "user", path: () => "/admin/monitoring" },
	{ name: "admin bugs", who: "user", path: () => "/admin/bugs" },
	{ name: "404", who: "user", path: () => "/no-such-page" },
];

function run(command, commandArgs) {
	return new Promise((resolve, reject) => {
		const child = spawn(command, commandArgs, { cwd: root, stdio: "inherit" });
		child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited ${code}`))));
	});
}

const cookiePairs = (res) => res.headers.getSetCookie().map((c) => c.split(";")[0]);

async function api(method, url, cookie, body) {
	const res = await fetch(`${base}${url}`, {
		method,
		headers: { "Content-Type": "application/json", Cookie: cookie, Origin: base },
		body: body === undefined ? undefined : JSON.stringify(body),
	});
	if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${await res.text()}`);
	return res;
}

/** Beta cookie, a signed-in admin, and a public London adventure with places, a path and a chat. */
async function sampleData() {
	const beta = await fetch(`${base}/api/beta/authenticate`, {
		method: "POST",
		headers: { "Content-Type": "application/json" },
		body: JSON.stringify({ password: "e2e-beta-password" }),
	});
	const visitor = cookiePairs(beta).join("; ");
	const signIn = await api("POST", "/api/auth/local", visitor, {
		firstName: "Audit",
		lastName: "Family",
		email: "admin@example.com",
	});
	const user = [visitor, ...cookiePairs(signIn)].join("; ");
	const { user: me } = await signIn.json();
	const adventure = await (
		await api("POST", "/api/adventures", user, {
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
	const places = await (
		await api("GET", "/api/places/search?query=museum&latitude=51.5074&longitude=-0.1278&radius=20000", user)
	).json();
	const parks = await (
		await api("GET", "/api/places/search?query=park&latitude=51.5074&longitude=-0.1278&radius=20000", user)
	).json();
	const picked = [...places.slice(0, 3), ...parks.slice(0, 2)];
	if (picked.length < 3) throw new Error("the catalog has too few London places for the sample data");
	for (const place of picked) {
		await api("POST", "/api/saved-places", user, { googlePlaceId: place.googlePlaceId, adventureId: adventure.id });
	}
	const pathRow = await (
		await api("POST", `/api/adventures/${adventure.id}/paths`, user, { name: "Museum day", transportMode: "walking" })
	).json();
	for (const place of picked.slice(0, 3)) {
		await api("POST", `/api/paths/${pathRow.id}/stops`, user, { googlePlaceId: place.googlePlaceId });
	}
	await api("POST", "/api/guide-ai", user, {
		message: "Rainy day ideas for my 4 and 9 year olds",
		location: "London, UK",
		userId: me.id,
		adventureId: adventure.id,
		mapCenter: { lat: 51.5074, lng: -0.1278 },
		mapZoom: 11,
		kidAges: [4, 9],
	});
	await api("PATCH", `/api/adventures/${adventure.id}`, user, { isPublic: true });
	return { cookies: { none: "", visitor, user }, adventureId: adventure.id };
}

/** The gzip size of the scripts a page loaded: our own files from dist/, others as transferred. */
function scriptKb(lhr) {
	const items = lhr.audits["network-requests"]?.details?.items ?? [];
	let bytes = 0;
	for (const item of items) {
		if (item.resourceType !== "Script") continue;
		const url = new URL(item.url);
		const file = path.join(root, "dist/client", url.pathname);
		bytes += url.origin === base && existsSync(file) ? gzipSync(readFileSync(file)).length : (item.transferSize ?? 0);
	}
	return bytes / 1024;
}

async function lighthouseRun(url, cookie) {
	const result = await lighthouse(
		url,
		{
			port: debugPort,
			logLevel: "error",
			output: "json",
			onlyCategories: ["performance"],
			extraHeaders: cookie ? { Cookie: cookie } : undefined,
		},
		// The default config: a mobile device with simulated slow 4G and a 4× slower CPU.
		undefined,
	);
	const lhr = result?.lhr;
	if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
	if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
	if (saveDir)
		writeFileSync(path.join(saveDir, `${new URL(url).pathname.replace(/\W+/g, "_")}.json`), JSON.stringify(lhr));
	return {
		perf: Math.round((lhr.categories.performance.score ?? 0) * 100),
		lcp: lhr.audits["largest-contentful-paint"].numericValue / 1000,
		tbt: lhr.audits["total-blocking-time"].numericValue,
		cls: lhr.audits["cumulative-layout-shift"].numericValue,
		js: scriptKb(lhr),
		finalUrl: lhr.finalDisplayedUrl,
	};
}

/** axe-core at 375 and 1280 px: the serious and critical rules broken, by id. */
async function axeRun(browser, url, cookie) {
	const found = new Map();
	for (const viewport of [
		{ width: 375, height: 812 },
		{ width: 1280, height: 800 },
	]) {
		const context = await browser.newContext({ viewport });
		if (cookie) {
			await context.addCookies(
				cookie.split("; ").map((pair) => {
					const eq = pair.indexOf("=");
					return { name: pair.slice(0, eq), value: pair.slice(eq + 1), url: base };
				}),
			);
		}
		const page = await context.newPage();
		await page.goto(url, { waitUntil: "networkidle" });
		await page.waitForTimeout(300);
		const { violations } = await new AxeBuilder({ page }).analyze();
		for (const v of violations) {
			if (v.impact === "serious" || v.impact === "critical") {
				found.set(
					v.id,
					`${v.id} (${v.impact}, ${v.nodes.length} node${v.nodes.length > 1 ? "s" : ""} at ${viewport.width} px)`,
				);
			}
		}
		await context.close();
	}
	return [...found.values()];
}

if (!flag("no-build")) await run(path.join(root, "node_modules/.bin/vite"), ["build", "--logLevel", "warn"]);
const server = spawn("node", [path.join(root, "scripts/e2e-server.mjs")], {
	cwd: root,
	stdio: "ignore",
	env: { ...process.env, E2E_PORT: port },
});
const profile = mkdtempSync(path.join(tmpdir(), "audit-chromium-"));
let lighthouseBrowser;
let axeBrowser;
const rows = [];
try {
	for (let i = 0; i < 240; i++) {
		try {
			if ((await fetch(`${base}/api/health`)).ok) break;
		} catch {}
		await new Promise((r) => setTimeout(r, 500));
	}
	const data = await sampleData();
	// Lighthouse drives its own tab over the DevTools protocol of a Chromium Playwright starts.
	lighthouseBrowser = await chromium.launchPersistentContext(profile, {
		executablePath: chromiumPath,
		headless: false,
		args: ["--headless=new", "--no-sandbox", "--disable-gpu", `--remote-debugging-port=${debugPort}`],
	});
	axeBrowser = await chromium.launch({ executablePath: chromiumPath, args: ["--no-sandbox", "--disable-gpu"] });
	for (const screen of SCREENS) {
		if (only && !only.some((o) => screen.name.includes(o))) continue;
		const url = `${base}${screen.path(data)}`;
		const cookie = data.cookies[screen.who];
		// Lighthouse's own advice: the median of several runs, as one run varies with the machine.
		const all = [];
		for (let i = 0; i < runs; i++) all.push(await lighthouseRun(url, cookie));
		const lh = all.sort((x, y) => x.perf - y.perf)[Math.floor(all.length / 2)];
		const axe = await axeRun(axeBrowser, url, cookie);
		rows.push({ screen: screen.name, url: screen.path(data), ...lh, axe });
		console.log(`audited ${screen.name}: ${lh.perf}, ${axe.length} axe`);
	}
} finally {
	await lighthouseBrowser?.close();
	await axeBrowser?.close();
	server.kill("SIGTERM");
	rmSync(profile, { recursive: true, force: true });
}

const line = (cells, widths) => cells.map((c, i) => String(c).padEnd(widths[i])).join("  ");
const widths = [22, 6, 7, 8, 6, 9, 9];
console.log(`\n${line(["screen", "perf", "LCP s", "TBT ms", "CLS", "JS KB gz", "axe s+c"], widths)}`);
for (const r of rows) {
	console.log(
		line(
			[
				`${r.perf >= PERF_TARGET && r.axe.length === 0 ? " " : "!"} ${r.screen}`,
				r.perf,
				r.lcp.toFixed(2),
				Math.round(r.tbt),
				r.cls.toFixed(3),
				r.js.toFixed(1),
				r.axe.length,
			],
			widths,
		),
	);
}
const findings = rows.filter((r) => r.axe.length > 0);
if (findings.length > 0) {
	console.log("\naxe serious/critical:");
	for (const r of findings) console.log(`  ${r.screen}: ${r.axe.join("; ")}`);
}
if (flag("strict") && rows.some((r) => r.perf < PERF_TARGET || r.axe.length > 0)) process.exit(1);
