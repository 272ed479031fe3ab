// `npm run audit`: Lighthouse (mobile, performance) and axe-core on every screen, signed in where
// the screen needs it, printed as one table. A benchmark, not part of `npm test` (scores depend on
// the machine). It builds the app, starts it like the e2e suite does (scripts/e2e-server.mjs: fresh
// local state, local sign-in, admin@example.com an admin), signs in, creates sample data (a public
// London adventure with saved places, a path with stops and a guide conversation) and audits. The
// screens, their sample data and their JS budgets are ./screens.mjs (`npm run bench` checks the
// budgets); the JS column here is what Lighthouse saw the page load, beside the screen's budget.
//
//   npm run audit                     build, start, audit every screen
//   npm run audit -- --no-build       reuse dist/ from the last build
//   npm run audit -- --only=workspace,landing
//   npm run audit -- --runs=1         Lighthouse runs per screen (default 3; the median score is shown)
//   npm run audit -- --save=DIR       also write each Lighthouse report (JSON) into DIR
//   npm run audit -- --strict         exit non-zero when a screen scores < 95 or has serious/critical axe findings
//   E2E_PORT=8816 npm run audit       the port of the app it starts (default 8799)
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { chromium } from "@playwright/test";
import lighthouse from "lighthouse";
import { browserCookies, SCREENS, sampleData, scriptBytes, waitForApp } from "./screens.mjs";

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

function run(command, commandArgs) {
	return new Promise((resolve, reject) => {
		const child = spawn(command, commandArgs, { cwd: root, stdio: "inherit" });
		child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited ${code}`))));
	});
}

/** The gzip size of the scripts a page loaded (KB): our own files from dist/, others as transferred. */
function scriptKb(lhr) {
	const items = lhr.audits["network-requests"]?.details?.items ?? [];
	const bytes = items
		.filter((item) => item.resourceType === "Script")
		.reduce((sum, item) => sum + scriptBytes(base, item.url, item.transferSize ?? 0), 0);
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
		await context.addCookies(browserCookies(cookie, base));
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
	await waitForApp(base);
	const data = await sampleData(base);
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
		rows.push({ screen: screen.name, url: screen.path(data), budget: screen.jsBudgetKb, ...lh, axe });
		console.log(`audited ${screen.name}: ${lh.perf}, ${axe.length} axe`);
	}
} finally {
	await lighthouseBrowser?.close();
	await axeBrowser?.close();
	server.kill("SIGTERM");
	rmSync(profile, { recursive: true, force: true });
}

const line = (cells, widths) => cells.map((c, i) => String(c).padEnd(widths[i])).join("  ");
const widths = [22, 6, 7, 8, 6, 9, 7, 9];
console.log(`\n${line(["screen", "perf", "LCP s", "TBT ms", "CLS", "JS KB gz", "budget", "axe s+c"], widths)}`);
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
				r.budget,
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
