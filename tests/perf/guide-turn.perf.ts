// The offline guide's turn, piece by piece, over many messages (GUIDE_PERF=1 npx vitest run
// tests/perf/guide-turn.perf.ts): where a turn's time goes, printed, never asserted (timings depend on
// the machine; `npm run bench` holds the target). Like the bench's offline Guide AI lines: a London
// trip, kids of 4 and 9, each message asked again and again in one conversation.
import { env } from "cloudflare:workers";
import { beforeAll, it } from "vitest";
import { GUIDE_OPENING_TRIGGER } from "../../domain/guide/guide";
import type { Place } from "../../domain/place/place";
import { CatalogPlacesProvider } from "../../worker/providers/places";
import { EstimateRoutesProvider } from "../../worker/providers/routes";
import { offlineGuide, type RoomAdventure } from "../../worker/services/guide";
import { chatTurn } from "../../worker/services/guide/turn";
import { understand } from "../../worker/services/guide/understand/index";
import { MemoryStore } from "../worker/fixtures/memory-store";
import { catalog, insertCatalog } from "../worker/guide-corpus/catalog";
import { db, insertAdventure, insertUser } from "../worker/helpers";

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
		const catalogPlaces = new CatalogPlacesProvider(env.DB);
		let searchMs = 0;
		let searches = 0;
		const places = Object.assign(Object.create(catalogPlaces), {
			async search(query: string, near: Place | { latitude: number; longitude: number }, radius: number) {
				const t0 = performance.now();
				try {
					return await catalogPlaces.search(query, near, radius);
				} finally {
					searchMs += performance.now() - t0;
					searches++;
				}
			},
		}) as CatalogPlacesProvider;
		const store = new MemoryStore();
		const turn = {
			deps: { db: db(), places, routes: new EstimateRoutesProvider() },
			guide: offlineGuide,
			status: () => {},
			changed: () => {},
		};
		const input = (text: string) => ({
			userId: "bench",
			adventure,
			message: text,
			mapCenter: { lat: center.latitude, lng: center.longitude },
			mapZoom: 11,
			kidAges: [4, 9],
		});
		await chatTurn(input(GUIDE_OPENING_TRIGGER), store, turn);
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
			searchMs = 0;
			searches = 0;
			const t0 = performance.now();
			await chatTurn(input(message), store, turn);
			times.turn.push(performance.now() - t0);
			times.search.push(searchMs);
			times.count.push(searches);
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
			`${"message".padEnd(44)}  turn50  turn95  search-sum50  n  understand  first`,
			...rows,
			`${"all".padEnd(44)} ${ms(p(all.turn, 0.5))} ${ms(p(all.turn, 0.95))} ${ms(p(all.search, 0.5))}      ${ms(p(all.understand, 0.5))}`,
			`the bench's four: turn p50 ${ms(p(all.turn.slice(0, 4 * REPEATS), 0.5))}`,
		].join("\n"),
	);
}, 600_000);
