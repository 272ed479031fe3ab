// `npm run load`: 200 families (virtual users) at once against the app under workerd — sign in,
// create an adventure, save and unsave places (duplicates sent at the same moment), add, remove
// and reorder stops, talk to the guide — then every invariant is checked through the API and in
// D1: one saved row per place and adventure, stop positions exactly 1..n, every stop's place
// saved, and the counts equal to the successful writes. Prints throughput and p50/p95 per route.
// Not part of `npm test`. Exits non-zero on any error other than a designed 429, or a broken
// invariant.
//
//   npm run load                      starts the app like the e2e suite (fresh local state) on E2E_PORT (8799)
//   LOAD_FAMILIES=50 npm run load     fewer families
//   LOAD_URL=http://localhost:8787 LOAD_BETA_PASSWORD=… npm run load
//                                     against a running `npm start` (LOCAL_SIGN_IN must be on; the
//                                     D1 checks then read its local state in .wrangler/state)
//
// Each family sends its own CF-Connecting-IP (10.x.y.z), as distinct clients do: the per-client
// limits (beta password attempts) count each family apart. Locally the header passes through; on
// Cloudflare it is set by the edge and cannot be chosen by a client, so nothing is weakened.
import { execFile, spawn } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { bin, offlineEnv } from "../../scripts/local-env.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const families = Number(process.env.LOAD_FAMILIES ?? 200);
const port = process.env.E2E_PORT ?? "8799";
const external = process.env.LOAD_URL;
const base = external ?? `http://localhost:${port}`;
const betaPassword = process.env.LOAD_BETA_PASSWORD ?? "e2e-beta-password";
const persistTo = external ? path.join(root, ".wrangler", "state") : path.join(root, ".wrangler", "e2e-state");
const run = Date.now().toString(36);
const LONDON = { latitude: 51.5074, longitude: -0.1278 };

/** Per route: latencies of answered requests, and outcomes by status. */
const stats = new Map();
const failures = [];
let limited = 0;

function statFor(route) {
	let s = stats.get(route);
	if (!s) {
		s = { times: [], ok: 0, limited: 0, failed: 0 };
		stats.set(route, s);
	}
	return s;
}

/**
 * One request: JSON in and out, the family's cookies and client address. A 429 is counted as
 * designed (and answered as null); any other non-2xx is a failure (recorded, answered as null).
 */
async function request(family, method, url, route, body) {
	const s = statFor(route);
	const t0 = performance.now();
	let res;
	try {
		res = await fetch(`${base}${url}`, {
			method,
			headers: {
				"Content-Type": "application/json",
				Origin: base,
				"CF-Connecting-IP": family.ip,
				...(family.cookie ? { Cookie: family.cookie } : {}),
			},
			body: body === undefined ? undefined : JSON.stringify(body),
		});
	} catch (error) {
		s.failed++;
		failures.push(`${route}: ${error.message}`);
		return null;
	}
	const text = await res.text();
	s.times.push(performance.now() - t0);
	if (res.status === 429) {
		s.limited++;
		limited++;
		return null;
	}
	if (!res.ok) {
		s.failed++;
		failures.push(`${route} (family ${family.n}): ${res.status} ${text.slice(0, 200)}`);
		return null;
	}
	s.ok++;
	family.setCookies?.(res);
	return text ? JSON.parse(text) : null;
}

const pairs = (res) => res.headers.getSetCookie().map((c) => c.split(";")[0]);

/** The places the families pick from: catalog places around London. */
async function placePool() {
	const ids = new Set();
	const scout = { n: -1, ip: "10.255.255.254", cookie: "" };
	scout.setCookies = (res) => {
		const add = pairs(res);
		if (add.length) scout.cookie = [scout.cookie, ...add].filter(Boolean).join("; ");
	};
	await request(scout, "POST", "/api/beta/authenticate", "POST /api/beta/authenticate", { password: betaPassword });
	await request(scout, "POST", "/api/auth/local", "POST /api/auth/local", {
		firstName: "Load",
		lastName: "Scout",
		email: `load-${run}-scout@example.com`,
	});
	for (const query of ["museum", "park", "playground", "zoo", "garden"]) {
		const found = await request(
			scout,
			"GET",
			`/api/places/search?query=${query}&latitude=${LONDON.latitude}&longitude=${LONDON.longitude}&radius=30000`,
			"GET /api/places/search",
		);
		for (const place of found ?? []) ids.add(place.googlePlaceId);
	}
	if (ids.size < 10) throw new Error(`only ${ids.size} London places in the catalog; the load test needs 10`);
	return [...ids];
}

function shuffled(list, seed) {
	const out = [...list];
	let x = seed + 1;
	for (let i = out.length - 1; i > 0; i--) {
		x = (x * 1103515245 + 12345) % 2 ** 31;
		const j = x % (i + 1);
		[out[i], out[j]] = [out[j], out[i]];
	}
	return out;
}

/**
 * One family's session. Writes that must not race each other in a real browser still go out at
 * the same moment here (saving the same place twice, adding four stops, unsaving while removing a
 * stop): the server must keep the invariants whatever the interleaving. `expect` is what the
 * successful writes say the adventure must hold at the end.
 */
async function family(n, pool) {
	const f = { n, ip: `10.${(n >> 8) & 255}.${n & 255}.7`, cookie: "" };
	f.setCookies = (res) => {
		const add = pairs(res);
		if (!add.length) return;
		const jar = new Map(f.cookie ? f.cookie.split("; ").map((p) => [p.split("=")[0], p]) : []);
		for (const p of add) jar.set(p.split("=")[0], p);
		f.cookie = [...jar.values()].join("; ");
	};
	await request(f, "POST", "/api/beta/authenticate", "POST /api/beta/authenticate", { password: betaPassword });
	const signedIn = await request(f, "POST", "/api/auth/local", "POST /api/auth/local", {
		firstName: "Load",
		lastName: `Family ${n}`,
		email: `load-${run}-${n}@example.com`,
	});
	if (!signedIn) return null;
	const adventure = await request(f, "POST", "/api/adventures", "POST /api/adventures", {
		title: `Load test trip ${n}`,
		location: "London, UK",
		...LONDON,
		startDate: "2031-07-01",
		endDate: "2031-07-08",
		kidAges: [3 + (n % 8), 8 + (n % 6)],
	});
	if (!adventure) return null;
	const result = { n, adventureId: adventure.id, pathId: null, saved: new Set(), stops: [] };
	const picks = shuffled(pool, n).slice(0, 8);
	const [a, b, c, d, e, extra, other] = picks;

	// Five places saved, two of them twice at the same moment, by both save routes.
	const saves = [a, b, c, d, e, a, c].map((placeId, i) =>
		i % 2 === 0
			? request(f, "POST", "/api/saved-places", "POST /api/saved-places", {
					googlePlaceId: placeId,
					adventureId: adventure.id,
				})
			: request(f, "POST", `/api/places/${encodeURIComponent(placeId)}/save`, "POST /api/places/{id}/save", {
					adventureId: adventure.id,
				}),
	);
	const saveResults = await Promise.all(saves);
	[a, b, c, d, e, a, c].forEach((placeId, i) => {
		if (saveResults[i]) result.saved.add(placeId);
	});

	const pathRow = await request(f, "POST", `/api/adventures/${adventure.id}/paths`, "POST /api/adventures/{id}/paths", {
		name: "Day one",
		transportMode: "walking",
	});
	if (!pathRow) return result;
	result.pathId = pathRow.id;

	// Four stops at once: three saved places and one not yet saved (adding it saves it).
	const stopPlaces = [a, b, c, extra];
	const added = await Promise.all(
		stopPlaces.map((placeId) =>
			request(f, "POST", `/api/paths/${pathRow.id}/stops`, "POST /api/paths/{id}/stops", { googlePlaceId: placeId }),
		),
	);
	const stopIdOf = new Map();
	added.forEach((stop, i) => {
		if (stop) {
			stopIdOf.set(stopPlaces[i], stop.id);
			result.saved.add(stopPlaces[i]);
		}
	});

	// The guide, an unsave of a place not on the path, an unsave of one on it, a stop removed: together.
	const [, unsavedOff, unsavedOn, removedStop] = await Promise.all([
		request(f, "POST", "/api/guide-ai", "POST /api/guide-ai", {
			message: "Rainy day ideas for the kids",
			location: "London, UK",
			userId: signedIn.user.id,
			adventureId: adventure.id,
			mapCenter: { lat: LONDON.latitude, lng: LONDON.longitude },
			mapZoom: 11,
			kidAges: [4, 9],
		}),
		request(
			f,
			"DELETE",
			`/api/saved-places/${encodeURIComponent(d)}?adventureId=${adventure.id}`,
			"DELETE /api/saved-places/{id}",
		),
		stopIdOf.has(b)
			? request(
					f,
					"DELETE",
					`/api/saved-places/${encodeURIComponent(b)}?adventureId=${adventure.id}`,
					"DELETE /api/saved-places/{id}",
				)
			: null,
		stopIdOf.has(a) ? request(f, "DELETE", `/api/path-stops/${stopIdOf.get(a)}`, "DELETE /api/path-stops/{id}") : null,
	]);
	if (unsavedOff) result.saved.delete(d);
	if (unsavedOn) {
		result.saved.delete(b);
		stopIdOf.delete(b);
	}
	if (removedStop) stopIdOf.delete(a);

	// Reorder: the stops the server has now, reversed.
	const now = await request(f, "GET", `/api/paths/${pathRow.id}/stops`, "GET /api/paths/{id}/stops");
	if (now) {
		const reversed = [...now].sort((x, y) => y.order - x.order);
		const reordered = await request(f, "PATCH", `/api/paths/${pathRow.id}/reorder`, "PATCH /api/paths/{id}/reorder", {
			stopOrders: reversed.map((stop, i) => ({ id: stop.id, order: i + 1 })),
		});
		result.stops = (reordered ? reversed : now).map((stop) => stop.placeId);
		// The stops the families' own writes say should be there, whatever the order.
		result.expectedStopPlaces = new Set([...stopIdOf.keys()]);
	}

	// One more save while the guide answers again, then a place saved and unsaved.
	await Promise.all([
		request(f, "POST", "/api/guide-ai", "POST /api/guide-ai", {
			message: "playgrounds near here",
			location: "London, UK",
			userId: signedIn.user.id,
			adventureId: adventure.id,
			mapCenter: { lat: LONDON.latitude, lng: LONDON.longitude },
			mapZoom: 11,
			kidAges: [4, 9],
		}),
		request(f, "POST", "/api/saved-places", "POST /api/saved-places", {
			googlePlaceId: other,
			adventureId: adventure.id,
		}).then((ok) => ok && result.saved.add(other)),
	]);
	if (
		await request(f, "POST", "/api/saved-places", "POST /api/saved-places", {
			googlePlaceId: e,
			adventureId: adventure.id,
		})
	) {
		result.saved.add(e);
	}
	if (
		await request(
			f,
			"DELETE",
			`/api/saved-places/${encodeURIComponent(e)}?adventureId=${adventure.id}`,
			"DELETE /api/saved-places/{id}",
		)
	) {
		result.saved.delete(e);
	}
	result.family = f;
	return result;
}

/** Checks one family's adventure through the API; returns the broken invariants. */
async function checkThroughApi(r) {
	const broken = [];
	const saved = await request(
		r.family,
		"GET",
		`/api/saved-places?adventureId=${r.adventureId}`,
		"GET /api/saved-places",
	);
	const savedIds = (saved ?? []).map((s) => s.place.googlePlaceId);
	if (new Set(savedIds).size !== savedIds.length) broken.push(`family ${r.n}: a place saved twice`);
	const expected = [...r.saved].sort().join();
	if ([...savedIds].sort().join() !== expected) {
		broken.push(`family ${r.n}: saved ${[...savedIds].sort().join()} but the writes say ${expected}`);
	}
	if (r.pathId) {
		const stops = await request(r.family, "GET", `/api/paths/${r.pathId}/stops`, "GET /api/paths/{id}/stops");
		const orders = (stops ?? []).map((s) => s.order).sort((x, y) => x - y);
		if (orders.some((o, i) => o !== i + 1)) broken.push(`family ${r.n}: stop orders ${orders.join(",")}`);
		const places = (stops ?? []).sort((x, y) => x.order - y.order).map((s) => s.placeId);
		if (r.expectedStopPlaces && [...places].sort().join() !== [...r.expectedStopPlaces].sort().join()) {
			broken.push(`family ${r.n}: stops ${places.join(",")} but the writes say ${[...r.expectedStopPlaces].join(",")}`);
		}
		if (r.stops.length && places.join() !== r.stops.join()) {
			broken.push(`family ${r.n}: stop order ${places.join(",")} is not the reorder ${r.stops.join(",")}`);
		}
		for (const placeId of places) {
			if (!savedIds.includes(placeId)) broken.push(`family ${r.n}: stop ${placeId} is not a saved place`);
		}
	}
	return broken;
}

const execFileAsync = promisify(execFile);

/** A read-only query on the local D1 the server uses. */
async function d1(sql) {
	const { stdout } = await execFileAsync(
		bin("wrangler"),
		["d1", "execute", "DB", "--local", "--persist-to", persistTo, "--json", "--command", sql],
		{ cwd: root, env: offlineEnv, maxBuffer: 64 * 1024 * 1024 },
	);
	return JSON.parse(stdout)[0].results;
}

/** The whole database's invariants, and its counts against the successful writes. */
async function checkInD1(results) {
	const broken = [];
	const dupes = await d1(
		"SELECT adventure_id, place_id, COUNT(*) AS n FROM saved_places GROUP BY adventure_id, place_id HAVING n > 1",
	);
	if (dupes.length) broken.push(`D1: ${dupes.length} places saved more than once on an adventure`);
	const gaps = await d1(
		"SELECT path_id, COUNT(*) AS n, MIN(position) AS lo, MAX(position) AS hi, COUNT(DISTINCT position) AS distinct_positions FROM path_stops GROUP BY path_id HAVING lo != 1 OR hi != n OR distinct_positions != n",
	);
	if (gaps.length) broken.push(`D1: ${gaps.length} paths whose stop positions are not 1..n`);
	const orphans = await d1(
		"SELECT COUNT(*) AS n FROM path_stops ps JOIN paths p ON p.id = ps.path_id LEFT JOIN saved_places sp ON sp.adventure_id = p.adventure_id AND sp.place_id = ps.place_id WHERE sp.id IS NULL",
	);
	if (orphans[0].n) broken.push(`D1: ${orphans[0].n} stops whose place is not saved on the adventure`);
	const mine = `SELECT a.id FROM adventures a JOIN users u ON u.id = a.owner_id WHERE u.email LIKE 'load-${run}-%'`;
	const [adventures] = await d1(`SELECT COUNT(*) AS n FROM (${mine})`);
	const [savedRows] = await d1(`SELECT COUNT(*) AS n FROM saved_places WHERE adventure_id IN (${mine})`);
	const [stopRows] = await d1(
		`SELECT COUNT(*) AS n FROM path_stops WHERE path_id IN (SELECT id FROM paths WHERE adventure_id IN (${mine}))`,
	);
	const expected = {
		adventures: results.length,
		saved: results.reduce((sum, r) => sum + r.saved.size, 0),
		stops: results.reduce((sum, r) => sum + (r.expectedStopPlaces?.size ?? 0), 0),
	};
	if (adventures.n !== expected.adventures)
		broken.push(`D1: ${adventures.n} adventures, ${expected.adventures} created`);
	if (savedRows.n !== expected.saved) broken.push(`D1: ${savedRows.n} saved places, the writes say ${expected.saved}`);
	if (stopRows.n !== expected.stops) broken.push(`D1: ${stopRows.n} stops, the writes say ${expected.stops}`);
	return { broken, counts: { adventures: adventures.n, saved: savedRows.n, stops: stopRows.n } };
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

let server;
if (!external) {
	server = spawn("node", [path.join(root, "scripts/e2e-server.mjs")], {
		cwd: root,
		stdio: "ignore",
		env: { ...process.env, E2E_PORT: port },
	});
}
let exitCode = 0;
try {
	for (let i = 0; i < 240; i++) {
		try {
			if ((await fetch(`${base}/api/health`)).ok) break;
		} catch {}
		await new Promise((r) => setTimeout(r, 500));
	}
	const pool = await placePool();
	console.log(`${families} families at once against ${base}…`);
	const t0 = performance.now();
	const settled = await Promise.all(Array.from({ length: families }, (_, n) => family(n, pool)));
	const seconds = (performance.now() - t0) / 1000;
	const results = settled.filter(Boolean);

	const requests = [...stats.values()].reduce((sum, s) => sum + s.times.length, 0);
	console.log(`\n${requests} requests in ${seconds.toFixed(1)} s: ${(requests / seconds).toFixed(0)} requests/s`);
	console.log(
		`\n${"route".padEnd(34)} ${"ok".padStart(6)} ${"429".padStart(5)} ${"err".padStart(5)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)}`,
	);
	for (const [route, s] of [...stats.entries()].sort()) {
		const sorted = [...s.times].sort((x, y) => x - y);
		console.log(
			`${route.padEnd(34)} ${String(s.ok).padStart(6)} ${String(s.limited).padStart(5)} ${String(s.failed).padStart(5)} ${pct(sorted, 0.5).toFixed(0).padStart(8)} ${pct(sorted, 0.95).toFixed(0).padStart(8)}`,
		);
	}

	const broken = (await Promise.all(results.map(checkThroughApi))).flat();
	const db = await checkInD1(results);
	broken.push(...db.broken);
	console.log(
		`\nfamilies finished: ${results.length}/${families}; D1 holds ${db.counts.adventures} adventures, ${db.counts.saved} saved places, ${db.counts.stops} stops (as the successful writes say: ${broken.length ? "NO" : "yes"})`,
	);
	console.log(`designed 429s: ${limited}; other errors: ${failures.length}`);
	for (const f of failures.slice(0, 20)) console.log(`  error: ${f}`);
	for (const b of broken.slice(0, 30)) console.log(`  broken: ${b}`);
	if (failures.length || broken.length || results.length !== families) exitCode = 1;
	console.log(exitCode ? "\nLOAD TEST FAILED" : "\nevery invariant holds, no errors");
} finally {
	server?.kill("SIGTERM");
}
process.exit(exitCode);
