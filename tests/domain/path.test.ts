import { describe, expect, it } from "vitest";
import { EARTH_RADIUS_KM, type LatLng } from "../../domain/geo/geo";
import {
	addStopSchema,
	createGuidePathSchema,
	createPathSchema,
	createPathStopSchema,
	DRAG_ACTIVATION_PX,
	ESTIMATE_PROFILES,
	estimateLeg,
	exportQuerySchema,
	FALLBACK_PATH_NAME,
	googleMapsDirectionsUrl,
	inferTransportMode,
	nextColourIndex,
	optimiseOrder,
	PATH_COLOURS,
	paceForAges,
	paceLegLabel,
	pathColour,
	reorderStopsSchema,
	routeCost,
	suggestPathName,
	suggestTransportMode,
	updatePathSchema,
	validateReorder,
} from "../../domain/path/path";
import { formatDistance, formatDuration } from "../../domain/place/place";
import { exportFileName, kmlColour, pathToGpx, pathToKml, xmlEscape } from "../../worker/services/path-export";
import { childrenNamed, childText, parseXml } from "./xml";

const KM_PER_DEGREE = (EARTH_RADIUS_KM * Math.PI) / 180;
const BASE = { latitude: 48.85, longitude: 2.35 };
/** Points along a meridian at these distances (km) from a base. */
const along = (...kms: number[]): LatLng[] =>
	kms.map((km) => ({ latitude: BASE.latitude + km / KM_PER_DEGREE, longitude: BASE.longitude }));

describe("inferTransportMode", () => {
	it.each([
		["no places", [], "driving"],
		["one place", [0], "driving"],
		["one short leg (0.4 km)", [0, 0.4], "walking"],
		[
			"legs all under 0.5 km, long total",
			[0, 0.45, 0.9, 1.35, 1.8, 2.25, 2.7, 3.15, 3.6, 4.05, 4.5, 4.95, 5.4],
			"walking",
		],
		["longest 1.9 km, total 4.9 km", [0, 1.9, 3.8, 4.9], "walking"],
		["longest 1.9 km, total 5.7 km", [0, 1.9, 3.8, 5.7], "transit"],
		["longest just over 0.5 km, total 1 km", [0, 0.51, 1.0], "walking"],
		["longest just over 2 km, total 2 km", [0, 2.01], "transit"],
		["longest 4.9 km, total 14.7 km", [0, 4.9, 9.8, 14.7], "transit"],
		["longest 4.9 km, total 19.6 km", [0, 4.9, 9.8, 14.7, 19.6], "driving"],
		["one leg just over 5 km", [0, 5.01], "driving"],
		["one 40 km leg", [0, 40], "driving"],
	] as const)("%s → %s", (_label, kms, mode) => {
		expect(inferTransportMode(along(...kms))).toBe(mode);
	});

	it("uses the distance between consecutive places, not from the first", () => {
		// Back and forth: every leg 1.5 km, total 4.5 km, though the last place is where the first was.
		expect(inferTransportMode(along(0, 1.5, 0, 1.5))).toBe("walking");
		expect(EARTH_RADIUS_KM).toBe(6371);
	});
});

describe("suggestPathName", () => {
	const p = (name: string, ...types: string[]) => ({ name, types });
	it.each([
		["two museums", [p("Louvre", "museum"), p("Orsay", "museum", "tourist_attraction")], "Museum Tour"],
		["museums win over parks", [p("A", "park"), p("B", "park"), p("C", "museum"), p("D", "museum")], "Museum Tour"],
		["two parks", [p("Luxembourg", "park"), p("Tuileries", "garden")], "Parks & Gardens Route"],
		["two restaurants", [p("Bistro", "restaurant"), p("Café", "cafe")], "Dining Adventure"],
		["two attractions", [p("Zoo", "zoo"), p("Tower", "tourist_attraction")], "Attractions Tour"],
		["a museum and a park", [p("Louvre", "museum"), p("Tuileries", "park")], "Culture & Green Spaces"],
		["a museum and a restaurant", [p("Louvre", "museum"), p("Bistro", "restaurant")], "Culture & Cuisine Tour"],
		["a museum and an attraction", [p("Louvre", "museum"), p("Zoo", "zoo")], "Sights & Stories Tour"],
		["a park and a restaurant", [p("Park", "park"), p("Bistro", "restaurant")], "Parks & Picnic Trail"],
		["a park and an attraction", [p("Park", "park"), p("Zoo", "aquarium")], "Fun in the Fresh Air"],
		["an attraction and a restaurant", [p("Zoo", "zoo"), p("Bistro", "restaurant")], "Fun & Food Day"],
		["one museum and a shop", [p("Louvre", "museum"), p("Shop", "store")], "Louvre Adventure"],
		["nothing recognised", [p("Eiffel Tower", "point_of_interest"), p("Shop", "store")], "Eiffel Tower Adventure"],
		["no places", [], FALLBACK_PATH_NAME],
		["a nameless first place", [p("  ", "store")], "Family Adventure Path"],
	])("%s → %s", (_label, places, name) => {
		expect(suggestPathName(places)).toBe(name);
	});

	it("counts a place once, by its first type that names a kind", () => {
		// Each is a museum first, so two museums, not two attractions.
		expect(suggestPathName([p("A", "museum", "tourist_attraction"), p("B", "art_gallery", "zoo")])).toBe("Museum Tour");
	});

	it("keeps a long first name within the path name limit", () => {
		const name = suggestPathName([p("x".repeat(120), "store")]);
		expect(name.length).toBeLessThanOrEqual(100);
		expect(name.endsWith(" Adventure")).toBe(true);
	});
});

describe("path colours", () => {
	it("has the spec's 10 colours in order, as distinct hex values", () => {
		expect(PATH_COLOURS.map((c) => c.name)).toEqual([
			"Blue Accent",
			"Teal-Grey",
			"Deep Forest Green",
			"Earth Brown",
			"Nature Green",
			"Adventure Purple",
			"Golden Brown",
			"Deep Teal",
			"Sienna Brown",
			"Dark Red",
		]);
		expect(new Set(PATH_COLOURS.map((c) => c.hex)).size).toBe(10);
		for (const { hex } of PATH_COLOURS) expect(hex).toMatch(/^#[0-9A-F]{6}$/);
	});

	it("keeps contrast with a white map background (WCAG ≥ 3:1 for lines)", () => {
		const luminance = (hex: string) => {
			const [r, g, b] = [1, 3, 5].map((i) => {
				const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
				return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
			}) as [number, number, number];
			return 0.2126 * r + 0.7152 * g + 0.0722 * b;
		};
		for (const { name, hex } of PATH_COLOURS) {
			expect(1.05 / (luminance(hex) + 0.05), name).toBeGreaterThanOrEqual(3);
		}
	});

	it.each([
		[0, PATH_COLOURS[0].hex],
		[9, PATH_COLOURS[9].hex],
		[10, PATH_COLOURS[0].hex],
		[23, PATH_COLOURS[3].hex],
		[-1, PATH_COLOURS[9].hex],
		[Number.NaN, PATH_COLOURS[0].hex],
	])("index %d cycles to %s", (index, hex) => {
		expect(pathColour(index)).toBe(hex);
	});

	it.each([
		[[], 0],
		[[0, 1, 2], 3],
		[[0, 2], 1],
		[[1, 2, 3], 0],
		[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 0],
		[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1], 2],
		[[10, 11], 2],
	])("the next colour after %j is %i", (used, next) => {
		expect(nextColourIndex(used)).toBe(next);
	});
});

describe("distance and duration formats (shared with places)", () => {
	it.each([
		[0, "0 m"],
		[849, "850 m"],
		[999, "1.0 km"],
		[1000, "1.0 km"],
		[1250, "1.3 km"],
		[9_949, "9.9 km"],
		[12_000, "12.0 km"],
	])("%i m → %s", (meters, text) => {
		expect(formatDistance(meters)).toBe(text);
	});

	it.each([
		[0, "1 min"],
		[1040, "17 min"],
		[3600, "1 hr"],
		[3900, "1 hr 5 min"],
	])("%i s → %s", (seconds, text) => {
		expect(formatDuration(seconds)).toBe(text);
	});

	it("drag needs 8 px before it starts", () => {
		expect(DRAG_ACTIVATION_PX).toBe(8);
	});
});

describe("estimateLeg", () => {
	const [a, b] = along(0, 2) as [LatLng, LatLng];
	it.each([
		["walking", 2600, Math.round((2.6 / 4.5) * 3600)],
		["cycling", 2500, Math.round((2.5 / 15) * 3600)],
		["driving", 2700, Math.round((2.7 / 45) * 3600)],
		["transit", 2800, Math.round((2.8 / 22) * 3600 + 300)],
	] as const)("%s over 2 km: %i m", (mode, meters, seconds) => {
		expect(estimateLeg(a, b, mode)).toEqual({ distanceMeters: meters, durationSeconds: seconds });
	});

	it("ranks the modes for a town-sized hop: driving < cycling < transit < walking", () => {
		const t = (mode: "walking" | "cycling" | "driving" | "transit") => estimateLeg(a, b, mode).durationSeconds;
		expect(t("driving")).toBeLessThan(t("cycling"));
		expect(t("cycling")).toBeLessThan(t("transit"));
		expect(t("transit")).toBeLessThan(t("walking"));
	});

	it("speeds up beyond 30 km of road when driving; the same point costs nothing", () => {
		const [x, y] = along(0, 200) as [LatLng, LatLng];
		const road = 200 * ESTIMATE_PROFILES.driving.detourFactor;
		expect(estimateLeg(x, y, "driving").durationSeconds).toBe(Math.round((30 / 45 + (road - 30) / 80) * 3600));
		expect(estimateLeg(x, x, "transit")).toEqual({ distanceMeters: 0, durationSeconds: 0 });
	});
});

describe("validateReorder", () => {
	const ids = ["a", "b", "c"];
	it("accepts exactly the stops with orders 1..n, in any listing order", () => {
		const check = validateReorder(ids, [
			{ id: "c", order: 1 },
			{ id: "a", order: 3 },
			{ id: "b", order: 2 },
		]);
		expect(check).toEqual({
			ok: true,
			positions: new Map([
				["c", 1],
				["a", 3],
				["b", 2],
			]),
		});
		expect(validateReorder([], [])).toEqual({ ok: true, positions: new Map() });
	});

	it.each([
		["a foreign id", [{ id: "x", order: 1 }], "Stop x is not a stop of this path"],
		[
			"a repeated id",
			[
				{ id: "a", order: 1 },
				{ id: "a", order: 2 },
			],
			"Stop a is listed more than once",
		],
		[
			"a repeated order",
			[
				{ id: "a", order: 1 },
				{ id: "b", order: 1 },
			],
			"Order 1 is given to more than one stop",
		],
		["order 0", [{ id: "a", order: 0 }], "Orders must run from 1 to 3; got 0"],
		["order n + 1", [{ id: "a", order: 4 }], "Orders must run from 1 to 3; got 4"],
		["a fraction", [{ id: "a", order: 1.5 }], "Orders must run from 1 to 3; got 1.5"],
		[
			"a missing stop",
			[
				{ id: "a", order: 1 },
				{ id: "b", order: 2 },
			],
			"Every stop of the path needs an order; missing stop c",
		],
		["nothing at all", [], "Every stop of the path needs an order; missing stops a, b, c"],
	])("refuses %s", (_label, orders, error) => {
		expect(validateReorder(ids, orders)).toEqual({ ok: false, error });
	});
});

describe("optimiseOrder", () => {
	/** Symmetric matrix of distances between points on a line. */
	const lineMatrix = (xs: number[]) => xs.map((a) => xs.map((b) => Math.abs(a - b)));

	it("untangles a zig-zag and keeps the first stop first", () => {
		const xs = [0, 3, 1, 4, 2];
		const result = optimiseOrder(lineMatrix(xs));
		expect(result.order).toEqual([0, 2, 4, 1, 3]);
		expect(result.currentCost).toBe(3 + 2 + 3 + 2);
		expect(result.optimisedCost).toBe(4);
	});

	it("keeps the first stop even when starting elsewhere would be shorter", () => {
		const xs = [2, 0, 4];
		const result = optimiseOrder(lineMatrix(xs));
		expect(result.order[0]).toBe(0);
		expect(result.optimisedCost).toBe(6);
	});

	it("never answers worse than the current order, and leaves short paths alone", () => {
		const xs = [0, 1, 2, 3];
		expect(optimiseOrder(lineMatrix(xs))).toEqual({ order: [0, 1, 2, 3], currentCost: 3, optimisedCost: 3 });
		expect(optimiseOrder(lineMatrix([0, 5]))).toEqual({ order: [0, 1], currentCost: 5, optimisedCost: 5 });
		expect(optimiseOrder([])).toEqual({ order: [], currentCost: 0, optimisedCost: 0 });
	});

	it("respects one-way costs (an asymmetric matrix)", () => {
		// Going 1 → 2 is cheap, 2 → 1 expensive.
		const m = [
			[0, 5, 5],
			[5, 0, 1],
			[5, 50, 0],
		];
		const result = optimiseOrder(m);
		expect(result.order).toEqual([0, 1, 2]);
		expect(routeCost(m, [0, 2, 1])).toBe(55);
	});

	it("beats plain nearest neighbour where 2-opt helps, on a random cloud", () => {
		let seed = 7;
		const random = () => {
			seed = (seed * 16807) % 2147483647;
			return seed / 2147483647;
		};
		const points = Array.from({ length: 25 }, () => [random() * 100, random() * 100] as const);
		const m = points.map(([ax, ay]) => points.map(([bx, by]) => Math.hypot(ax - bx, ay - by)));
		const result = optimiseOrder(m);
		expect(result.order[0]).toBe(0);
		expect([...result.order].sort((a, b) => a - b)).toEqual(points.map((_, i) => i));
		expect(result.optimisedCost).toBeLessThan(result.currentCost / 2);
		expect(routeCost(m, result.order)).toBeCloseTo(result.optimisedCost, 9);
	});
});

describe("googleMapsDirectionsUrl", () => {
	const stop = (latitude: number, longitude: number, googlePlaceId = "cat:x") => ({
		latitude,
		longitude,
		googlePlaceId,
	});

	it("puts the stops in order with the travel mode", () => {
		const url = new URL(
			googleMapsDirectionsUrl(
				[stop(51.5, -0.12), stop(51.51, -0.13), stop(51.52, -0.14), stop(51.53, -0.15)],
				"cycling",
			) ?? "",
		);
		expect(url.origin + url.pathname).toBe("https://www.google.com/maps/dir/");
		expect(Object.fromEntries(url.searchParams)).toEqual({
			api: "1",
			origin: "51.5,-0.12",
			destination: "51.53,-0.15",
			waypoints: "51.51,-0.13|51.52,-0.14",
			travelmode: "bicycling",
		});
	});

	it.each([
		["driving", "driving"],
		["walking", "walking"],
		["transit", "transit"],
	] as const)("%s → travelmode=%s, no waypoints for two stops", (mode, travelmode) => {
		const url = new URL(googleMapsDirectionsUrl([stop(1, 2), stop(3, 4)], mode) ?? "");
		expect(url.searchParams.get("travelmode")).toBe(travelmode);
		expect(url.searchParams.has("waypoints")).toBe(false);
	});

	it("adds Google place ids when every stop has one", () => {
		const url = new URL(
			googleMapsDirectionsUrl([stop(1, 2, "ChIJa"), stop(3, 4, "ChIJb"), stop(5, 6, "ChIJc")], "walking") ?? "",
		);
		expect(url.searchParams.get("origin_place_id")).toBe("ChIJa");
		expect(url.searchParams.get("waypoint_place_ids")).toBe("ChIJb");
		expect(url.searchParams.get("destination_place_id")).toBe("ChIJc");
	});

	it("keeps both ends and at most 9 waypoints; null under two stops", () => {
		const stops = Array.from({ length: 14 }, (_, i) => stop(i, i));
		const url = new URL(googleMapsDirectionsUrl(stops, "driving") ?? "");
		expect(url.searchParams.get("waypoints")?.split("|")).toHaveLength(9);
		expect(url.searchParams.get("destination")).toBe("13,13");
		expect(googleMapsDirectionsUrl([stop(1, 2)], "driving")).toBeNull();
	});
});

describe("request schemas", () => {
	// Unlike the spec's "default transport mode driving": without a mode, the Worker
	// picks one from the path's distances (tests/worker/path-mode.test.ts).
	it("create: name or title, trimmed, at most 100; no mode unless sent; description and date null", () => {
		expect(
			createPathSchema.parse({ name: "  Zoo day ", title: "Zoo day", transportMode: "walking", description: null }),
		).toEqual({
			name: "Zoo day",
			transportMode: "walking",
			description: null,
			estimatedDuration: null,
			date: null,
		});
		expect(createPathSchema.parse({ title: "T" })).toEqual({
			name: "T",
			transportMode: undefined,
			description: null,
			estimatedDuration: null,
			date: null,
		});
		expect(createPathSchema.parse({ name: "D", date: " 2031-04-07 " }).date).toBe("2031-04-07");
		expect(createPathSchema.safeParse({ name: "" }).error?.issues[0]?.message).toBe("Path title is required");
		expect(createPathSchema.safeParse({ name: "x".repeat(101) }).error?.issues[0]?.message).toBe(
			"Path title must be at most 100 characters",
		);
		expect(createPathSchema.parse({ name: "D", description: "   " }).description).toBeNull();
	});

	it("guide create: transportType is the mode, estimatedDuration defaults to 180", () => {
		expect(createGuidePathSchema.parse({ adventureId: "a", name: "Museum Tour", transportType: "transit" })).toEqual({
			adventureId: "a",
			name: "Museum Tour",
			description: null,
			estimatedDuration: 180,
			transportMode: "transit",
			date: null,
		});
		expect(createGuidePathSchema.parse({ adventureId: "a", name: "M" }).transportMode).toBeUndefined();
		expect(createGuidePathSchema.safeParse({ name: "x" }).success).toBe(false);
	});

	it("update: only what is sent; aliases folded; empty refused", () => {
		expect(updatePathSchema.parse({ transportMode: "walking" })).toEqual({ transportMode: "walking" });
		expect(updatePathSchema.parse({ transportType: "cycling", title: "New" })).toEqual({
			transportMode: "cycling",
			name: "New",
		});
		expect(updatePathSchema.parse({ description: null })).toEqual({ description: null });
		expect(updatePathSchema.safeParse({}).error?.issues[0]?.message).toBe("Nothing to update");
	});

	it("reorder, stops, path-stops and export shapes", () => {
		expect(reorderStopsSchema.safeParse({ stopOrders: [{ id: "a", order: 1 }] }).success).toBe(true);
		expect(reorderStopsSchema.safeParse({ stopOrders: [{ id: "a", order: 0 }] }).success).toBe(false);
		expect(reorderStopsSchema.safeParse({ stopOrders: "a" }).success).toBe(false);
		expect(addStopSchema.safeParse({ googlePlaceId: "" }).success).toBe(false);
		expect(createPathStopSchema.parse({ pathId: "p", placeId: "x", order: 0 })).toEqual({
			pathId: "p",
			placeId: "x",
			order: 0,
		});
		expect(createPathStopSchema.safeParse({ pathId: "p", placeId: "x", order: -1 }).success).toBe(false);
		expect(exportQuerySchema.parse({})).toEqual({ format: "gpx" });
		expect(exportQuerySchema.safeParse({ format: "csv" }).error?.issues[0]?.message).toBe("format must be gpx or kml");
	});
});

describe("GPX and KML export", () => {
	const path = {
		name: `Tom & Jerry's <"Big"> Day`,
		description: "Zoo, then ice cream",
		transportMode: "walking" as const,
		colour: "#2563EB",
	};
	const stops = [
		{ name: "Zoo & Gardens", address: "1 <Zoo> Road", latitude: 51.535, longitude: -0.1534 },
		{ name: "Ice Cream", address: null, latitude: 51.53, longitude: -0.14 },
		{ name: "Park", address: "Regent's Park", latitude: 51.527123456, longitude: -0.15 },
	];

	it("escapes the five XML characters and drops control characters", () => {
		expect(xmlEscape(`a & b < c > d "e" 'f'\u0001\u0008`)).toBe("a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;");
		expect(xmlEscape("tab\tnew\nline")).toBe("tab\tnew\nline");
	});

	it("GPX 1.1 is well-formed, with waypoints and route points in order", () => {
		const gpx = parseXml(pathToGpx(path, stops, { time: new Date("2030-06-01T10:00:00Z") }));
		expect(gpx.name).toBe("gpx");
		expect(gpx.attributes).toMatchObject({ version: "1.1", creator: "Adventure Guide" });
		const [metadata] = childrenNamed(gpx, "metadata");
		expect(childText(metadata as never, "name")).toBe(path.name);
		expect(childText(metadata as never, "time")).toBe("2030-06-01T10:00:00.000Z");
		const waypoints = childrenNamed(gpx, "wpt");
		expect(waypoints.map((w) => [childText(w, "name"), w.attributes.lat, w.attributes.lon])).toEqual([
			["1. Zoo & Gardens", "51.535", "-0.1534"],
			["2. Ice Cream", "51.53", "-0.14"],
			["3. Park", "51.527123", "-0.15"],
		]);
		expect(childText(waypoints[0] as never, "desc")).toBe("1 <Zoo> Road");
		expect(childrenNamed(waypoints[1] as never, "desc")).toEqual([]);
		const [route] = childrenNamed(gpx, "rte");
		expect(childText(route as never, "type")).toBe("walking");
		expect(childrenNamed(route as never, "rtept").map((p) => childText(p, "name"))).toEqual([
			"1. Zoo & Gardens",
			"2. Ice Cream",
			"3. Park",
		]);
		expect(childrenNamed(gpx, "trk")).toEqual([]);
		// Schema order: metadata, wpt*, rte*, trk*.
		expect(gpx.children.map((c) => c.name)).toEqual(["metadata", "wpt", "wpt", "wpt", "rte"]);
	});

	it("GPX carries road geometry as a track when there is one", () => {
		const gpx = parseXml(
			pathToGpx(path, stops, {
				polyline: [
					{ lat: 1, lng: 2 },
					{ lat: 3, lng: 4 },
				],
			}),
		);
		const [track] = childrenNamed(gpx, "trk");
		const [segment] = childrenNamed(track as never, "trkseg");
		expect(childrenNamed(segment as never, "trkpt").map((p) => p.attributes)).toEqual([
			{ lat: "1", lon: "2" },
			{ lat: "3", lon: "4" },
		]);
	});

	it("KML 2.2 is well-formed: a styled document, a placemark per stop, and the line", () => {
		const kml = parseXml(pathToKml(path, stops));
		expect(kml.attributes.xmlns).toBe("http://www.opengis.net/kml/2.2");
		const [document] = childrenNamed(kml, "Document");
		expect(childText(document as never, "name")).toBe(path.name);
		const [style] = childrenNamed(document as never, "Style");
		expect(childText(childrenNamed(style as never, "LineStyle")[0] as never, "color")).toBe("ffeb6325");
		const placemarks = childrenNamed(document as never, "Placemark");
		expect(placemarks).toHaveLength(4);
		const points = placemarks.slice(0, 3).map((p) => childText(childrenNamed(p, "Point")[0] as never, "coordinates"));
		expect(points).toEqual(["-0.1534,51.535,0", "-0.14,51.53,0", "-0.15,51.527123,0"]);
		const line = childrenNamed(placemarks[3] as never, "LineString")[0];
		expect(childText(line as never, "coordinates")).toBe(points.join(" "));
	});

	it("an empty path is still a valid file", () => {
		expect(childrenNamed(parseXml(pathToGpx({ ...path, description: null }, [])), "wpt")).toEqual([]);
		const kml = parseXml(pathToKml(path, []));
		expect(childrenNamed(childrenNamed(kml, "Document")[0] as never, "Placemark")).toEqual([]);
	});

	it.each([
		["Museum Tour", "gpx", "museum-tour.gpx"],
		[`Kids' "Fun" <Day> & Café`, "kml", "kids-fun-day-cafe.kml"],
		["../../etc/passwd", "gpx", "etc-passwd.gpx"],
		["東京", "gpx", "path.gpx"],
		["a".repeat(80), "kml", `${"a".repeat(60)}.kml`],
	] as const)("file name of %s (%s) is %s", (name, format, file) => {
		expect(exportFileName(name, format)).toBe(file);
	});

	it("converts #rrggbb to KML's aabbggrr", () => {
		expect(kmlColour("#A0522D")).toBe("ff2d52a0");
		expect(kmlColour("nonsense")).toBe("ff000000");
	});
});

describe("the test XML parser refuses what is not well-formed", () => {
	it.each([
		["<a><b></a></b>"],
		["<a>x & y</a>"],
		["<a>1 < 2</a>"],
		['<a x="1" x="2"/>'],
		["<a x=1/>"],
		["<a></a><b></b>"],
		["<a>"],
		["text"],
	])("%s", (xml) => {
		expect(() => parseXml(xml)).toThrow();
	});
});

describe("a 3-year-old's walking leg: ~1.5 km, about 35 min", () => {
	const three = paceForAges([3, 8]);
	it("walks a leg of 1.4 km in central London, says about 35 min for 1.5 km, and rides past it", () => {
		expect(suggestTransportMode([0.4, 1.4], three, { transitAvailable: true })).toBe("walking");
		expect(paceLegLabel(1500, three)).toBe("about 35 min at a 3-year-old's pace");
		expect(suggestTransportMode([0.4, 1.6], three, { transitAvailable: true })).toBe("transit");
	});

	it("keeps the day's walking budget of 4 km", () => {
		expect(three.dayWalkingBudgetKm).toBe(4);
	});
});

describe("paceLegLabel: the article follows the number's sound", () => {
	it("a 3-year-old, an 8-year-old, an 11-year-old, a stroller, an adult", () => {
		expect(paceLegLabel(1300, paceForAges([3, 8]))).toBe("about 30 min at a 3-year-old's pace");
		expect(paceLegLabel(1300, paceForAges([8]))).toBe("about 20 min at an 8-year-old's pace");
		expect(paceLegLabel(1300, paceForAges([11]))).toBe("about 20 min at an 11-year-old's pace");
		expect(paceLegLabel(1300, paceForAges([1]))).toBe("about 20 min at a stroller's pace");
		expect(paceLegLabel(1300, paceForAges([]))).toBe("about 15 min at an adult's pace");
	});
});
