// `npm run bench`: speed and size figures, compared with our targets. Not part of `npm test`
// (timings depend on the machine); it prints a table and exits non-zero only when asked to
// (`--strict`) and a target is missed.
import { spawn } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const root = path.resolve(import.meta.dirname, "../..");
const strict = process.argv.includes("--strict");
const port = process.env.E2E_PORT ?? "8799";
const base = `http://localhost:${port}`;
const results = [];

function record(name, value, unit, target) {
	results.push({ name, value, unit, target, ok: value <= target });
}

function run(command, args) {
	return new Promise((resolve, reject) => {
		const child = spawn(command, args, { cwd: root, stdio: "inherit" });
		child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited ${code}`))));
	});
}

// 1. Bundle sizes (gzip), from a fresh build.
await run(path.join(root, "node_modules/.bin/vite"), ["build", "--logLevel", "warn"]);
const assets = path.join(root, "dist/client/assets");
const files = readdirSync(assets);
const gz = (file) => gzipSync(readFileSync(path.join(assets, file))).length / 1024;
const html = readFileSync(path.join(root, "dist/client/index.html"), "utf8");
const entry = files.filter((f) => html.includes(f));
record(
	"initial JS+CSS (gzip)",
	entry.reduce((sum, f) => sum + gz(f), 0),
	"KB",
	200,
);
record("largest lazy chunk (gzip)", Math.max(...files.filter((f) => !entry.includes(f)).map(gz)), "KB", 120);
record("worker bundle (raw)", statSync(path.join(root, "dist/adventure_guide/index.js")).size / 1024, "KB", 3000);

// 2. API latency against the built app under workerd.
const server = spawn("node", [path.join(root, "scripts/e2e-server.mjs")], { cwd: root, stdio: "ignore" });
try {
	for (let i = 0; i < 120; i++) {
		try {
			if ((await fetch(`${base}/api/health`)).ok) break;
		} catch {}
		await new Promise((r) => setTimeout(r, 500));
	}
	const beta = await fetch(`${base}/api/beta/authenticate`, {
		method: "POST",
		headers: { "Content-Type": "application/json" },
		body: JSON.stringify({ password: "e2e-beta-password" }),
	});
	const betaCookie = beta.headers
		.getSetCookie()
		.map((c) => c.split(";")[0])
		.join("; ");
	const signIn = await fetch(`${base}/api/auth/local`, {
		method: "POST",
		headers: { "Content-Type": "application/json", Cookie: betaCookie },
		body: JSON.stringify({ firstName: "Bench", lastName: "Mark", email: "bench@example.com" }),
	});
	const cookie = [betaCookie, ...signIn.headers.getSetCookie().map((c) => c.split(";")[0])].join("; ");

	async function latency(name, url, target, samples = 60) {
		const times = [];
		for (let i = 0; i < samples; i++) {
			const t0 = performance.now();
			const res = await fetch(`${base}${url}`, { headers: { Cookie: cookie } });
			await res.arrayBuffer();
			times.push(performance.now() - t0);
		}
		times.sort((a, b) => a - b);
		record(`${name} p95`, times[Math.floor(samples * 0.95)], "ms", target);
	}
	await latency("GET /api/health", "/api/health", 25);
	await latency("GET /api/auth/user", "/api/auth/user", 40);
	await latency("GET /api/adventures", "/api/adventures", 60);
	await latency("destination autocomplete", "/api/places/autocomplete?query=yellowst&locationSearch=true", 80);

	// The offline Guide AI through POST /api/guide-ai (Worker → room → catalog search → reply), in a
	// London adventure. The guide allows 20 messages a minute per user: each message gets its own user.
	async function guideLatency(messages, target, samples = 15) {
		const times = [];
		for (const [index, message] of messages.entries()) {
			const login = await fetch(`${base}/api/auth/local`, {
				method: "POST",
				headers: { "Content-Type": "application/json", Cookie: betaCookie },
				body: JSON.stringify({
					firstName: "Bench",
					lastName: `Guide${index}`,
					email: `bench-guide-${index}-${Date.now()}@example.com`,
				}),
			});
			const { user } = await login.json();
			const guideCookie = [betaCookie, ...login.headers.getSetCookie().map((c) => c.split(";")[0])].join("; ");
			const created = await fetch(`${base}/api/adventures`, {
				method: "POST",
				headers: { "Content-Type": "application/json", Cookie: guideCookie, Origin: base },
				body: JSON.stringify({
					title: "Bench London",
					location: "London, UK",
					latitude: 51.5074,
					longitude: -0.1278,
					startDate: "2031-04-01",
					endDate: "2031-04-05",
					kidAges: [4, 9],
				}),
			});
			const adventure = await created.json();
			const body = JSON.stringify({
				message,
				location: "London, UK",
				userId: user.id,
				adventureId: adventure.id,
				mapCenter: { lat: 51.5074, lng: -0.1278 },
				mapZoom: 11,
				kidAges: [4, 9],
			});
			for (let i = 0; i < samples; i++) {
				const t0 = performance.now();
				const res = await fetch(`${base}/api/guide-ai`, {
					method: "POST",
					headers: { "Content-Type": "application/json", Cookie: guideCookie, Origin: base },
					body,
				});
				const answer = await res.json();
				if (!res.ok || !Array.isArray(answer.suggestions)) throw new Error(`guide answered ${res.status}`);
				times.push(performance.now() - t0);
			}
		}
		times.sort((a, b) => a - b);
		record("offline guide p50", times[Math.floor(times.length * 0.5)], "ms", target);
		record("offline guide p95", times[Math.floor(times.length * 0.95)], "ms", target * 2);
	}
	await guideLatency(
		[
			"Rainy day ideas for my 4 and 9 year olds",
			"playgrounds near here",
			"Where can we get lunch?",
			"We love dinosaurs and science!",
		],
		150,
	);
} finally {
	server.kill("SIGTERM");
}

console.log("\nbenchmark                          value      target");
for (const r of results) {
	console.log(
		`${r.ok ? "ok  " : "MISS"} ${r.name.padEnd(30)} ${r.value.toFixed(1).padStart(8)} ${r.unit.padEnd(3)} ≤ ${r.target} ${r.unit}`,
	);
}
if (strict && results.some((r) => !r.ok)) process.exit(1);
