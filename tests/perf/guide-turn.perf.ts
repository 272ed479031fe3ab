// The offline guide's turn, piece by piece, over many messages (GUIDE_PERF=1 npx vitest run
// tests/perf/guide-turn.perf.ts): where a turn's time goes, printed, never asserted (timings depend on
// the machine; `npm run bench` holds the target). Like the bench's offline Guide AI lines: a London
// trip, kids of 4 and 9, each message asked again and again in one conversation. The turn alone, as
// the room runs it, but on an in-memory conversation store (tests/worker/fixtures/memory-store.ts),
// not the room's SQLite; nothing before the room (session, access, rate limit) is in it.
import { env } from "cloudflare:workers";
import { beforeAll, it } from "vitest";
import { GUIDE_OPENING_TRIGGER } from "../../domain/guide/guide";
import { createDb } from "../../worker/db";
import { CatalogPlacesProvider } from "../../worker/providers/places";
import { EstimateRoutesProvider } from "../../worker/providers/routes";
import { offlineGuide, type RoomAdventure } from "../../worker/services/guide";
import { SearchMemo } from "../../worker/services/guide/search/memo";
import { chatTurn } from "../../worker/services/guide/turn";
import { understand } from "../../worker/services/guide/understand/index";
import { MemoryStore } from "../worker/fixtures/memory-store";
import { catalog, insertCatalog } from "../worker/guide-corpus/catalog";
import { insertAdventure, insertUser } from "../worker/helpers";

/** The bench's four messages, then more of a London family's. */
const MESSAGES = [
	"Rainy day ideas for my 4 and 9 year olds",
	"playgrounds near here",
	"Where can we get lunch?",
	"We love dinosaurs and science!",
	"something free outdoors this afternoon",
	"a quiet place for the little one's nap",
	"museums that aren't too busy",
	"we're tired, something easy near the hotel",
	"animals the kids can touch",
	"not a big hike please, somewhere with a view",
	"somewhere with a café and a playground",
	"ice cream near the river",
];
const REPEATS = Number(process.env.GUIDE_PERF_REPEATS ?? 15);

/** D1 with every statement's wait counted: how many, and the time any was outstanding (wall, not summed). */
function countedD1(d1: D1Database) {
	const counts = { statements: 0, wallMs: 0, open: 0, since: 0 };
	const timed = async <T>(work: () => Promise<T>, statements = 1): Promise<T> => {
		counts.statements += statements;
		if (counts.open++ === 0) counts.since = performance.now();
		try {
			return await work();
		} finally {
			if (--counts.open === 0) counts.wallMs += performance.now() - counts.since;
		}
	};
	const wrap = (statement: D1PreparedStatement): D1PreparedStatement =>
		new Proxy(statement, {
			get(target, key) {
				const value = Reflect.get(target, key);
				if (typeof value !== "function") return value;
				if (key === "bind") return (...args: unknown[]) => wrap(value.apply(target, args));
				if (key === "all" || key === "raw" || key === "first" || key === "run") {
					return (...args: unknown[]) => timed(() => value.apply(target, args));
				}
				return value.bind(target);
			},
		});
	const db = new Proxy(d1, {
		get(target, key) {
			const value = Reflect.get(target, key);
			if (key === "prepare") return (sql: string) => wrap(target.prepare(sql));
			if (key === "batch") {
				return (list: D1PreparedStatement[]) => timed(() => target.batch(list), list.length);
			}
			return typeof value === "function" ? value.bind(target) : value;
		},
	});
	return { db, counts };
}

const p = (times: number[], q: number) => [...times].sort((a, b) => a - b)[Math.floor(times.length * q)] ?? 0;
const ms = (value: number) => value.toFixed(1).padStart(7);

beforeAll(async () => {
	await insertCatalog();
}, 120_000);

it("times the offline turn's pieces", async () => {
	const center = catalog.center("london");
	const ownerId = await insertUser();
	const rows: string[] = [];
	const all = { turn: [] as number[], search: [] as number[], understand: [] as number[] };
	for (const message of MESSAGES) {
		const id = await insertAdventure(ownerId, {
			title: "Bench London",
			location: "London, UK",
			latitude: center.latitude,
			longitude: center.longitude,
			startDate: "2031-04-01",
			endDate: "2031-04-05",
			kidAges: [4, 9],
		});
		const adventure: RoomAdventure = {
			id,
			location: "London, UK",
			latitude: center.latitude,
			longitude: center.longitude,
			kidAges: [4, 9],
			startDate: "2031-04-01",
			endDate: "2031-04-05",
			stay: null,
		};
		const { db: d1, counts } = countedD1(env.DB);
		const store = new MemoryStore();
		// As in the room: the providers are made for each turn, the conversation's searches kept.
		const searches = new SearchMemo();
		const turn = () => ({
			deps: {
				db: createDb({ DB: d1 }),
				places: searches.remembering(new CatalogPlacesProvider(d1, { once: true })),
				routes: new EstimateRoutesProvider(),
			},
			guide: offlineGuide,
			status: () => {},
			changed: () => {},
		});
		const input = (text: string) => ({
			userId: "bench",
			adventure,
			message: text,
			mapCenter: { lat: center.latitude, lng: center.longitude },
			mapZoom: 11,
			kidAges: [4, 9],
		});
		await chatTurn(input(GUIDE_OPENING_TRIGGER), store, turn());
		const times = { turn: [] as number[], search: [] as number[], understand: [] as number[], count: [] as number[] };
		for (let i = 0; i < REPEATS; i++) {
			const u0 = performance.now();
			understand(
				message,
				{ ask: store.currentAsk(), offer: null, shown: [] },
				{
					location: "London, UK",
					kidAges: [4, 9],
					dates: { start: "2031-04-01", end: "2031-04-05" },
					today: "2031-03-01",
					saved: [],
					stay: null,
				},
			);
			times.understand.push(performance.now() - u0);
			counts.statements = 0;
			counts.wallMs = 0;
			const t0 = performance.now();
			await chatTurn(input(message), store, turn());
			times.turn.push(performance.now() - t0);
			times.search.push(counts.wallMs);
			times.count.push(counts.statements);
		}
		all.turn.push(...times.turn);
		all.search.push(...times.search);
		all.understand.push(...times.understand);
		rows.push(
			`${message.slice(0, 44).padEnd(44)} ${ms(p(times.turn, 0.5))} ${ms(p(times.turn, 0.95))} ${ms(p(times.search, 0.5))} ${String(p(times.count, 0.5)).padStart(4)} ${ms(p(times.understand, 0.5))} ${ms(times.turn[0] ?? 0)}`,
		);
	}
	console.log(
		[
			`${"message".padEnd(44)}  turn50  turn95    D1 wall50  n  understand  first`,
			...rows,
			`${"all".padEnd(44)} ${ms(p(all.turn, 0.5))} ${ms(p(all.turn, 0.95))} ${ms(p(all.search, 0.5))}      ${ms(p(all.understand, 0.5))}`,
			`the bench's four: turn p50 ${ms(p(all.turn.slice(0, 4 * REPEATS), 0.5))}`,
		].join("\n"),
	);
}, 600_000);
