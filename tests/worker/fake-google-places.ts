import { type MockInstance, vi } from "vitest";

/** One request the fake received, with its body already read. */
export interface RecordedRequest {
	method: string;
	url: URL;
	headers: Headers;
	body: unknown;
}

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

const json = (body: unknown, status = 200) =>
	new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/**
 * A local stand-in for Google Places API (New) on places.googleapis.com: `fetch` is spied on, calls
 * to that host are recorded and answered from the places registered here (other hosts pass
 * through). Answers follow the real API's shapes; `failWith` makes the next answers fail.
 */
export class FakeGooglePlaces {
	readonly requests: RecordedRequest[] = [];
	private spy: MockInstance<typeof fetch> | null = null;
	private readonly places = new Map<string, Record<string, unknown>>();
	private predictions: Record<string, unknown>[] = [];
	private searchResults: string[] = [];
	private failure: Handler | null = null;
	/** Image bytes served for any known photo name. */
	readonly photoBytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);

	install(): this {
		const realFetch = globalThis.fetch;
		this.spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
			const request = new Request(input, init);
			const url = new URL(request.url);
			if (url.host !== "places.googleapis.com") return realFetch(input, init);
			const text = await request.text();
			const recorded: RecordedRequest = {
				method: request.method,
				url,
				headers: request.headers,
				body: text ? JSON.parse(text) : null,
			};
			this.requests.push(recorded);
			return this.failure ? this.failure(recorded) : this.handle(recorded);
		});
		return this;
	}

	uninstall(): void {
		this.spy?.mockRestore();
		this.spy = null;
	}

	/** Text Search answers these places, in this order (the fake does not filter by text). */
	setSearchResults(placeIds: string[]): void {
		this.searchResults = placeIds;
	}

	/** Autocomplete answers these predictions (the fake does not filter by input). */
	setPredictions(predictions: { placeId: string; main: string; secondary?: string; types?: string[] }[]): void {
		this.predictions = predictions.map((p) => ({
			placePrediction: {
				place: `places/${p.placeId}`,
				placeId: p.placeId,
				text: { text: [p.main, p.secondary].filter(Boolean).join(", "), matches: [] },
				structuredFormat: {
					mainText: { text: p.main, matches: [] },
					...(p.secondary ? { secondaryText: { text: p.secondary } } : {}),
				},
				types: p.types ?? ["locality", "political"],
			},
		}));
	}

	addPlace(place: {
		id: string;
		name: string;
		address: string;
		latitude: number;
		longitude: number;
		photos?: string[];
		/** Place fields of the workspace's search and details (absent ones are left out, as Google does). */
		types?: string[];
		primaryType?: string;
		rating?: number;
		userRatingCount?: number;
		priceLevel?: string;
		websiteUri?: string;
		nationalPhoneNumber?: string;
		weekdayDescriptions?: string[];
		editorialSummary?: string;
		businessStatus?: string;
	}): void {
		this.places.set(place.id, {
			id: place.id,
			displayName: { text: place.name, languageCode: "en" },
			formattedAddress: place.address,
			location: { latitude: place.latitude, longitude: place.longitude },
			...(place.photos
				? { photos: place.photos.map((name) => ({ name, widthPx: 4000, heightPx: 3000, authorAttributions: [] })) }
				: {}),
			...(place.types ? { types: place.types } : {}),
			...(place.primaryType ? { primaryType: place.primaryType } : {}),
			...(place.rating !== undefined ? { rating: place.rating } : {}),
			...(place.userRatingCount !== undefined ? { userRatingCount: place.userRatingCount } : {}),
			...(place.priceLevel ? { priceLevel: place.priceLevel } : {}),
			...(place.websiteUri ? { websiteUri: place.websiteUri } : {}),
			...(place.nationalPhoneNumber ? { nationalPhoneNumber: place.nationalPhoneNumber } : {}),
			...(place.weekdayDescriptions ? { regularOpeningHours: { weekdayDescriptions: place.weekdayDescriptions } } : {}),
			...(place.editorialSummary ? { editorialSummary: { text: place.editorialSummary, languageCode: "en" } } : {}),
			...(place.businessStatus ? { businessStatus: place.businessStatus } : {}),
		});
	}

	/** Every following call is answered by `handler` (e.g. a 500, unreadable JSON, a network error). */
	failWith(handler: Handler | null): void {
		this.failure = handler;
	}

	private handle(request: RecordedRequest): Response {
		const path = request.url.pathname;
		if (request.method === "POST" && path === "/v1/places:autocomplete") {
			return json(this.predictions.length ? { suggestions: this.predictions } : {});
		}
		if (request.method === "POST" && path === "/v1/places:searchText") {
			if (!request.headers.get("X-Goog-FieldMask")) {
				return json(
					{ error: { code: 400, message: "FieldMask is a required parameter", status: "INVALID_ARGUMENT" } },
					400,
				);
			}
			const found = this.searchResults.map((id) => this.places.get(id)).filter(Boolean);
			return json(found.length ? { places: found } : {});
		}
		const media = path.match(/^\/v1\/(places\/[^/]+\/photos\/[^/]+)\/media$/);
		if (request.method === "GET" && media) {
			const [, placeId] = media[1]?.split("/") ?? [];
			const place = placeId ? this.places.get(placeId) : undefined;
			const known = (place?.photos as { name: string }[] | undefined)?.some((p) => p.name === media[1]);
			if (!known) return json({ error: { code: 404, message: "Photo not found", status: "NOT_FOUND" } }, 404);
			return new Response(this.photoBytes, { headers: { "Content-Type": "image/jpeg" } });
		}
		const details = path.match(/^\/v1\/places\/([^/]+)$/);
		if (request.method === "GET" && details) {
			const place = this.places.get(decodeURIComponent(details[1] ?? ""));
			if (!place) return json({ error: { code: 404, message: "Not found", status: "NOT_FOUND" } }, 404);
			return json(place);
		}
		return json({ error: { code: 400, message: "Unknown method", status: "INVALID_ARGUMENT" } }, 400);
	}
}
