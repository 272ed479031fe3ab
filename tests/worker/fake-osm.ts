import { type MockInstance, vi } from "vitest";

/** One request the fakes received, with its body already read. */
export interface OsmRequest {
	service: "nominatim" | "overpass" | "osrm";
	method: string;
	url: URL;
	headers: Headers;
	body: string;
	at: number;
}

type Handler = (request: OsmRequest) => Response | Promise<Response>;

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
	new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });

/** Where the fakes answer; the test bindings point NOMINATIM_URL, OVERPASS_URL and OSRM_URL here. */
export const OSM_FAKE_URLS = {
	NOMINATIM_URL: "http://nominatim.fake",
	OVERPASS_URL: "http://overpass.fake/api/interpreter",
	OSRM_URL: "http://osrm.fake",
};

/** The bindings that switch the keyless provider on against the fakes (no spacing between requests). */
export const OSM_ENV = {
	PLACES_PROVIDER: "osm",
	ROUTES_PROVIDER: "osrm",
	OSM_CONTACT: "maps@example.org",
	OSM_MIN_INTERVAL_MS: "0",
	...OSM_FAKE_URLS,
};

export interface OverpassElement {
	type: "node" | "way" | "relation";
	id: number;
	lat?: number;
	lon?: number;
	center?: { lat: number; lon: number };
	tags: Record<string, string>;
}

/**
 * Local stand-ins for Nominatim (`/search`, `/lookup`, jsonv2), Overpass (`POST` interpreter with a
 * `data=` form) and OSRM (`/route/v1`, `/table/v1`): `fetch` is spied on, calls to their hosts are
 * recorded and answered in the real APIs' shapes (other hosts pass through). Overpass answers the
 * registered elements whose tag filter appears in the query, or whose name matches a name filter.
 */
export class FakeOsm {
	readonly requests: OsmRequest[] = [];
	private spy: MockInstance<typeof fetch> | null = null;
	private readonly geocodes = new Map<string, { lat: number; lon: number; name: string; display: string }>();
	readonly elements: OverpassElement[] = [];
	/** The next answers of a service come from these handlers, in order (e.g. a 429 first). */
	private readonly queued: Record<OsmRequest["service"], Handler[]> = { nominatim: [], overpass: [], osrm: [] };

	install(): this {
		const realFetch = globalThis.fetch;
		this.spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
			const request = new Request(input, init);
			const url = new URL(request.url);
			const service =
				url.origin === OSM_FAKE_URLS.NOMINATIM_URL
					? "nominatim"
					: url.origin === new URL(OSM_FAKE_URLS.OVERPASS_URL).origin
						? "overpass"
						: url.origin === OSM_FAKE_URLS.OSRM_URL
							? "osrm"
							: null;
			if (!service) return realFetch(input, init);
			const recorded: OsmRequest = {
				service,
				method: request.method,
				url,
				headers: request.headers,
				body: await request.text(),
				at: Date.now(),
			};
			this.requests.push(recorded);
			const next = this.queued[service].shift();
			if (next) return next(recorded);
			return this.handle(recorded);
		});
		return this;
	}

	uninstall(): void {
		this.spy?.mockRestore();
		this.spy = null;
	}

	of(service: OsmRequest["service"]): OsmRequest[] {
		return this.requests.filter((r) => r.service === service);
	}

	addGeocode(query: string, place: { lat: number; lon: number; name: string; display: string }): void {
		this.geocodes.set(query.toLowerCase(), place);
	}

	addElement(element: OverpassElement): void {
		this.elements.push(element);
	}

	/** The next answer of `service` is `handler`'s (then back to normal). */
	answerNext(service: OsmRequest["service"], handler: Handler): void {
		this.queued[service].push(handler);
	}

	private handle(request: OsmRequest): Response {
		if (request.service === "nominatim") {
			if (request.url.pathname === "/search") {
				const place = this.geocodes.get((request.url.searchParams.get("q") ?? "").toLowerCase());
				return json(
					place
						? [
								{
									place_id: 1,
									osm_type: "relation",
									osm_id: 41485,
									lat: String(place.lat),
									lon: String(place.lon),
									name: place.name,
									display_name: place.display,
								},
							]
						: [],
				);
			}
			return json([]);
		}
		if (request.service === "overpass") {
			const query = new URLSearchParams(request.body).get("data") ?? "";
			const names = [...query.matchAll(/\["name"~"([^"]+)",i\]/g)].map((m) => (m[1] ?? "").toLowerCase());
			const found = this.elements.filter((element) => {
				const byTag = Object.entries(element.tags).some(([key, value]) => query.includes(`["${key}"="${value}"]`));
				const byName = names.some((name) => (element.tags.name ?? "").toLowerCase().includes(name));
				const byId = query.includes(`${element.type}(${element.id})`);
				return byTag || byName || byId;
			});
			return json({ version: 0.6, generator: "fake overpass", elements: found });
		}
		// OSRM: every leg 1000 m per coordinate pair and 100 s; the geometry Google's example polyline.
		const coords = (request.url.pathname.split("/").pop() ?? "").split(";").filter(Boolean);
		if (request.url.pathname.startsWith("/route/v1/")) {
			return json({
				code: "Ok",
				routes: [
					{
						geometry: "_p~iF~ps|U_ulLnnqC_mqNvxq`@",
						distance: 1000 * (coords.length - 1),
						duration: 100 * (coords.length - 1),
						legs: coords.slice(1).map(() => ({ distance: 1000, duration: 100, steps: [] })),
					},
				],
			});
		}
		if (request.url.pathname.startsWith("/table/v1/")) {
			return json({
				code: "Ok",
				durations: coords.map((_, i) => coords.map((_, j) => (i === j ? 0 : 100 * Math.abs(i - j)))),
				distances: coords.map((_, i) => coords.map((_, j) => (i === j ? 0 : 1000 * Math.abs(i - j)))),
			});
		}
		return json({ code: "InvalidUrl", message: "unknown" }, 400);
	}
}

export { json as osmJsonResponse };
