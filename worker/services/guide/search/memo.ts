import type { LatLng } from "../../../../domain/geo/geo";
import type { Place } from "../../../../domain/place/place";
import type { PlacesProvider } from "../../../providers/places";

/** How long a conversation keeps a search's places: a follow-up comes within minutes. */
const KEPT_MS = 5 * 60_000;
/** The most searches one conversation keeps. */
const KEPT_MOST = 100;

/**
 * The searches one conversation ran, kept a short while (the adventure's room holds one): a turn that
 * looks again for what an earlier turn looked for ("anything cheaper?", "more like that", the same
 * question asked again) reads the places provider once. Only answers are kept; a failed search is
 * asked again next time.
 */
export class SearchMemo {
	private readonly kept = new Map<string, { at: number; places: Promise<Place[]> }>();

	constructor(private readonly now: () => number = Date.now) {}

	/** The provider with its searches kept here; every other call goes to the provider as it is. */
	remembering<T extends Pick<PlacesProvider, "kind" | "search">>(provider: T): T {
		const search = (query: string, near: LatLng, radiusMeters: number) =>
			this.search(provider, query, near, radiusMeters);
		return Object.assign(Object.create(provider) as T, { search });
	}

	/** Forgets every search ('New chat'). */
	forget(): void {
		this.kept.clear();
	}

	private search(
		provider: Pick<PlacesProvider, "kind" | "search">,
		query: string,
		near: LatLng,
		radiusMeters: number,
	): Promise<Place[]> {
		const key = `${provider.kind}\u0001${query}\u0001${near.latitude},${near.longitude}\u0001${radiusMeters}`;
		const now = this.now();
		const known = this.kept.get(key);
		if (known && now - known.at < KEPT_MS) return known.places;
		const places = provider.search(query, near, radiusMeters);
		places.catch(() => this.kept.delete(key));
		this.kept.delete(key);
		this.kept.set(key, { at: now, places });
		for (const [old, entry] of this.kept) {
			if (this.kept.size <= KEPT_MOST && now - entry.at < KEPT_MS) break;
			this.kept.delete(old);
		}
		return places;
	}
}
