#!/usr/bin/env node
// Asks a running app every question of a guide question set, through the public HTTP API only (the
// same calls the SPA makes), and writes each answer as the family saw it: the text and the cards.
//
//   node tests/guide-sets/ask.mjs --base http://127.0.0.1:8892
//       [--set tests/guide-sets/unseen-parents/questions.json] [--out FILE] [--only id,id…]
//       [--password letmein-local] [--per-user 6]
//
// For each question: one adventure with the trip's destination (picked from the destination
// suggestions, as the create form does), dates in the trip's month, the kids' ages and, when given,
// 'Where we're staying' (the place is saved first, then chosen); the opening greeting is asked for
// as the chat does on a first visit; then every turn is sent in order in that one conversation. It
// imports nothing from the app.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));

function args(argv) {
	const out = {};
	for (let i = 0; i < argv.length; i++) {
		const a = argv[i];
		if (!a.startsWith("--")) continue;
		const [key, inline] = a.slice(2).split("=", 2);
		out[key] = inline ?? argv[i + 1];
		if (inline === undefined) i++;
	}
	return out;
}

const opts = args(process.argv.slice(2));
if (!opts.base) {
	console.error("usage: node tests/guide-sets/ask.mjs --base http://127.0.0.1:PORT [--set FILE] [--out FILE]");
	process.exit(2);
}
const base = opts.base.replace(/\/$/, "");
const setFile = resolve(opts.set ?? join(here, "unseen-parents", "questions.json"));
const today = new Date().toISOString().slice(0, 10);
const outFile = resolve(opts.out ?? join(dirname(setFile), `answers-${today}.json`));
const password = opts.password ?? "letmein-local";
const perUser = Number(opts["per-user"] ?? 6);
const only = opts.only ? new Set(opts.only.split(",")) : null;
const OPENING = "__GUIDE_OPENING__";
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** One signed-in family: a cookie jar and the user's id. */
class Session {
	cookies = new Map();

	async call(method, path, body) {
		for (let attempt = 0; ; attempt++) {
			const headers = { Origin: base, "Sec-Fetch-Site": "same-origin", Accept: "application/json" };
			if (this.cookies.size) headers.Cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
			if (body !== undefined) headers["Content-Type"] = "application/json";
			const res = await fetch(base + path, {
				method,
				headers,
				body: body === undefined ? undefined : JSON.stringify(body),
				redirect: "manual",
			});
			for (const line of res.headers.getSetCookie?.() ?? []) {
				const [pair] = line.split(";");
				const eq = pair.indexOf("=");
				this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
			}
			if (res.status === 429 && attempt < 8) {
				const wait = Number(res.headers.get("Retry-After") ?? "5");
				process.stderr.write(`  429 on ${method} ${path}: waiting ${wait}s\n`);
				await sleep((Number.isFinite(wait) ? wait : 5) * 1000 + 250);
				continue;
			}
			const text = await res.text();
			let json = null;
			try {
				json = text ? JSON.parse(text) : null;
			} catch {}
			if (!res.ok) throw new Error(`${method} ${path} → ${res.status}: ${text.slice(0, 300)}`);
			return json;
		}
	}

	async signIn(n) {
		await this.call("POST", "/api/beta/authenticate", { password });
		const stamp = Date.now().toString(36);
		await this.call("POST", "/api/auth/local", {
			firstName: "Parent",
			lastName: `Tester ${n}`,
			email: `parent-${stamp}-${n}@example.org`,
		});
		this.user = await this.call("GET", "/api/auth/user");
		return this;
	}
}

const destinations = new Map();

/** The destination as the create form picks it: the first suggestion, then its details. */
async function destination(session, name) {
	if (destinations.has(name)) return destinations.get(name);
	const list = await session.call(
		"GET",
		`/api/places/autocomplete?query=${encodeURIComponent(name)}&locationSearch=true`,
	);
	const pick = list?.[0];
	if (!pick) throw new Error(`no destination suggestion for ${name}`);
	const details = await session.call("GET", `/api/places/details?placeId=${encodeURIComponent(pick.place_id)}`);
	const found = { location: pick.description, latitude: details.latitude, longitude: details.longitude };
	destinations.set(name, found);
	return found;
}

function tripDates(trip) {
	const [y, m] = trip.month.split("-").map(Number);
	const start = new Date(Date.UTC(y, m - 1, 10));
	const end = new Date(start.getTime() + ((trip.days ?? 5) - 1) * 86_400_000);
	return { startDate: start.toISOString().slice(0, 10), endDate: end.toISOString().slice(0, 10) };
}

const card = (p) => ({
	id: p.googlePlaceId ?? p.place_id ?? p.id ?? null,
	name: p.name,
	types: p.types ?? (p.category ? [p.category] : undefined),
	summary: p.pithySummary ?? p.pithy_summary ?? p.familySummary?.slice(0, 160) ?? undefined,
	distanceMeters: p.distanceMeters ?? undefined,
});

function dayPlanOf(plan) {
	if (!plan) return undefined;
	return {
		days: (plan.days ?? []).map((d) => ({
			date: d.date,
			name: d.name,
			rainy: d.rainy,
			stops: (d.stops ?? []).map((s) => ({ id: s.googlePlaceId, name: s.name, block: s.block, meal: s.meal })),
			notes: d.notes,
		})),
		unplaced: plan.unplaced,
		notes: plan.notes,
	};
}

async function askOne(session, q) {
	const dest = await destination(session, q.trip.destination);
	const dates = tripDates(q.trip);
	const adventure = await session.call("POST", "/api/adventures", {
		title: `${q.id}: ${q.trip.destination}`,
		location: dest.location,
		latitude: dest.latitude,
		longitude: dest.longitude,
		...dates,
		numberOfTravelers: 2 + q.trip.kids.length,
		kidAges: q.trip.kids,
	});
	let mapCenter = { lat: dest.latitude, lng: dest.longitude };
	let stay = null;
	if (q.trip.stay) {
		const placeId = q.trip.stay.startsWith("cat:") ? q.trip.stay : `cat:${q.trip.stay}`;
		const saved = await session.call("POST", `/api/places/${encodeURIComponent(placeId)}/save`, {
			adventureId: adventure.id,
			kidAges: [],
			intentCategory: "accommodation",
		});
		const updated = await session.call("PATCH", `/api/adventures/${adventure.id}`, { stay: { placeId } });
		stay = updated.stay ?? null;
		// The map centres on the saved places (here only the stay), as the workspace does.
		const place = saved.place ?? saved.savedPlace?.place;
		if (place?.latitude != null) mapCenter = { lat: place.latitude, lng: place.longitude };
	}
	const turn = (message) =>
		session.call("POST", "/api/guide-ai", {
			message,
			location: adventure.location,
			userId: session.user.id,
			adventureId: adventure.id,
			mapCenter,
			mapZoom: 10,
			kidAges: q.trip.kids,
		});
	const opening = await turn(OPENING);
	const answers = [];
	for (const message of q.turns) {
		const started = Date.now();
		const a = await turn(message);
		answers.push({
			message,
			ms: Date.now() - started,
			content: a.content,
			state: a.state,
			isClarification: a.isClarification,
			suggestions: (a.suggestions ?? []).map(card),
			backupSuggestions: (a.backupSuggestions ?? []).map(card),
			dayPlan: dayPlanOf(a.dayPlan),
			createdPathId: a.createdPathId,
			coverage: a.coverage,
		});
	}
	return {
		id: q.id,
		kind: q.kind,
		trip: q.trip,
		adventure: { id: adventure.id, location: adventure.location, ...dates, stay },
		opening: opening?.content,
		turns: answers,
	};
}

const questions = JSON.parse(await readFile(setFile, "utf8")).filter((q) => !only || only.has(q.id));
console.log(`${questions.length} questions → ${outFile}`);
const results = [];
let session = null;
for (const [i, q] of questions.entries()) {
	if (i % perUser === 0) session = await new Session().signIn(i / perUser);
	try {
		const r = await askOne(session, q);
		results.push(r);
		const last = r.turns.at(-1);
		console.log(`${q.id}  ${last.suggestions.map((s) => s.name).join(" | ") || "(no cards)"}`);
	} catch (error) {
		console.error(`${q.id}  FAILED: ${error.message}`);
		results.push({ id: q.id, kind: q.kind, trip: q.trip, error: error.message });
	}
}
await mkdir(dirname(outFile), { recursive: true });
await writeFile(
	outFile,
	`${JSON.stringify({ base, set: setFile, askedAt: new Date().toISOString(), answers: results }, null, "\t")}\n`,
);
// Written as Biome formats JSON, so `npx biome check` stays clean on the committed answers.
const biome = join(here, "..", "..", "node_modules", ".bin", "biome");
if (existsSync(biome)) {
	try {
		execFileSync(biome, ["format", "--write", outFile], { stdio: "ignore" });
	} catch {
		console.warn(`could not format ${outFile} with Biome; run: npx biome format --write ${outFile}`);
	}
}
console.log(`wrote ${results.length} answers (${results.filter((r) => r.error).length} failed) to ${outFile}`);
