import type { DayPlanInput, PlannerPlace } from "../../domain/path/day-plan-planner";

/**
 * The trip: five days in London with kids of 3 and 8, nine saved places (four museums, two
 * parks, the zoo, a playground and a restaurant), a stay in South Kensington, one rainy day.
 */
const place = (
	googlePlaceId: string,
	name: string,
	latitude: number,
	longitude: number,
	types: string[],
	extra: Partial<PlannerPlace> = {},
): PlannerPlace => ({
	googlePlaceId,
	name,
	address: `${name}, ${AREAS[googlePlaceId] ?? "Westminster"}, London, United Kingdom`,
	latitude,
	longitude,
	types,
	...extra,
});

/** The area each place's address names. */
const AREAS: Record<string, string> = {
	"cat:nhm": "South Kensington",
	"cat:science": "South Kensington",
	"cat:va": "South Kensington",
	"cat:muriels": "South Kensington",
	"cat:british": "Bloomsbury",
	"cat:coram": "Bloomsbury",
	"cat:regents": "Regent's Park",
	"cat:zoo": "Regent's Park",
	"cat:hyde": "Hyde Park",
	"cat:serpentine": "Hyde Park",
	"cat:diana": "Kensington Gardens",
};

export const LONDON_PLACES: PlannerPlace[] = [
	place("cat:nhm", "Natural History Museum", 51.4967, -0.1764, ["museum"], { busy: true, tags: ["indoor"] }),
	place("cat:science", "Science Museum", 51.4978, -0.1745, ["museum"], { tags: ["indoor"] }),
	place("cat:va", "V&A Museum", 51.4966, -0.1722, ["museum"], { tags: ["indoor"] }),
	place("cat:british", "British Museum", 51.5194, -0.127, ["museum"], { busy: true, tags: ["indoor"] }),
	place("cat:hyde", "Hyde Park", 51.5073, -0.1657, ["park"], { tags: ["outdoor"] }),
	place("cat:regents", "Regent's Park", 51.5313, -0.157, ["park"], { tags: ["outdoor"] }),
	place("cat:zoo", "London Zoo", 51.5353, -0.1534, ["zoo"], { busy: true }),
	place("cat:coram", "Coram's Fields", 51.5245, -0.1203, ["playground"], { tags: ["outdoor"] }),
	place("cat:muriels", "Muriel's Kitchen", 51.4941, -0.1747, ["restaurant"]),
];

/** Family places in the catalog the family has not saved, for thin days. */
export const LONDON_SUGGESTIONS: PlannerPlace[] = [
	place("cat:diana", "Diana Memorial Playground", 51.5074, -0.1875, ["playground"], { tags: ["outdoor"] }),
	place("cat:serpentine", "Serpentine Lido", 51.5049, -0.1708, ["park"], { tags: ["outdoor"] }),
	place("cat:brompton", "Brompton Oratory Café", 51.4971, -0.1695, ["cafe"]),
	place("cat:museum-childhood", "Young V&A", 51.529, -0.0553, ["museum"], { tags: ["indoor"] }),
];

export const LONDON_TRIP: DayPlanInput = {
	adventureId: "london",
	startDate: "2030-06-01",
	endDate: "2030-06-05",
	kidAges: [8, 3],
	places: LONDON_PLACES,
	stay: { label: "Gloucester Road flat", latitude: 51.4945, longitude: -0.1763 },
	center: { latitude: 51.5072, longitude: -0.1276 },
	existingPaths: [],
	rainyDates: ["2030-06-03"],
	transitAvailable: true,
};
