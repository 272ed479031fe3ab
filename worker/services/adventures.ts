import type { z } from "zod";
import {
	type Adventure,
	type AdventureStats,
	type AdventureStay,
	type AdventureWithStay,
	type createAdventureSchema,
	type duplicateAdventureSchema,
	endDateError,
	isAdventureTag,
	isAppImageUrl,
	PUBLIC_LIST_LIMIT,
	type PublicAdventure,
	type StayInput,
	stayMessages,
	timingCategory,
	type updateAdventureSchema,
} from "../../domain/adventure/adventure";
import { isLocalWunder, type LatLng } from "../../domain/geo/geo";
import type { LocationType } from "../../domain/geo/map";
import {
	DEFAULT_PATH_DAY_CHANGE,
	daysAfterTripChange,
	type PathDayChange,
	shiftedDay,
} from "../../domain/path/path-rules";
import { type PlacesCoverage, placesCoverage } from "../../domain/place/coverage";
import type { staySuggestionsQuerySchema } from "../../domain/place/destination";
import type { AddressSuggestion } from "../../domain/place/stay-address";
import { publicOwnerName } from "../../domain/user/user-names";
import type { Db } from "../db";
import * as adventuresDb from "../db/adventures";
import type { AdventureRow, UserRow } from "../db/schema";
import type { Deps } from "../lib/deps";
import { BadRequestError } from "../lib/errors";
import type { PlacesProvider } from "../providers/places";
import type { Access } from "./adventure-access";
import { checkCoverImage, coverForCopy } from "./avatars";
import { catalogLocationType, nearTrip, resolveLocation, resolveStayAddress, staySuggestions } from "./locations";
import { refreshLocalWunder } from "./profile";

function toAdventure(row: AdventureRow): Adventure {
	return {
		id: row.id,
		title: row.title,
		description: row.description,
		location: row.location,
		latitude: row.latitude,
		longitude: row.longitude,
		startDate: row.startDate,
		endDate: row.endDate,
		numberOfTravelers: row.numberOfTravelers,
		kidAges: row.kidAges,
		interests: row.interests,
		tags: row.tags.filter(isAdventureTag),
		// Stored before covers were limited to the app's own images: answered as none.
		coverImageUrl: row.coverImageUrl && isAppImageUrl(row.coverImageUrl) ? row.coverImageUrl : null,
		isPublic: row.isPublic,
		createdAt: row.createdAt.toISOString(),
		updatedAt: row.updatedAt.toISOString(),
	};
}

/** Where the family stays, from the row's stay columns; null when none is set. */
function stayOf(row: AdventureRow): AdventureStay | null {
	if (row.stayLabel == null || row.stayLatitude == null || row.stayLongitude == null) return null;
	return { placeId: row.stayPlaceId, label: row.stayLabel, latitude: row.stayLatitude, longitude: row.stayLongitude };
}

/** The owner's answer: the adventure and where the family stays. */
const withStay = (row: AdventureRow): AdventureWithStay => ({ ...toAdventure(row), stay: stayOf(row) });

/** The adventure's point; null when it has none. */
const pointOf = (row: AdventureRow): LatLng | null =>
	row.latitude != null && row.longitude != null ? { latitude: row.latitude, longitude: row.longitude } : null;

/** "London" of "London, England, United Kingdom": the trip as a family names it. */
const tripName = (location: string) => location.split(",")[0]?.trim() || location;

/**
 * Address suggestions for the stay of an adventure (`GET /api/adventures/{id}/stay-suggestions`):
 * near its point, through the places provider.
 */
export function adventureStaySuggestions(
	places: PlacesProvider,
	adventure: AdventureRow,
	{ query, sessionToken }: z.output<typeof staySuggestionsQuerySchema>,
): Promise<AddressSuggestion[]> {
	return staySuggestions(places, pointOf(adventure), query, sessionToken);
}

/** The stay columns for an update's `stay`: a saved place of the adventure (400 when it is not saved there), an address, or none. */
async function stayColumns(
	deps: Pick<Deps, "db" | "places">,
	adventure: AdventureRow,
	stay: NonNullable<StayInput> | null,
): Promise<Pick<AdventureRow, "stayPlaceId" | "stayLabel" | "stayLatitude" | "stayLongitude">> {
	if (!stay) return { stayPlaceId: null, stayLabel: null, stayLatitude: null, stayLongitude: null };
	if (stay.placeId !== undefined) {
		const saved = await adventuresDb.savedPlaceForStay(deps.db, adventure.id, stay.placeId);
		if (!saved) throw new BadRequestError(stayMessages.placeNotSaved);
		return {
			stayPlaceId: saved.placeId,
			stayLabel: saved.label,
			stayLatitude: saved.latitude,
			stayLongitude: saved.longitude,
		};
	}
	const label = stay.label ?? "";
	const trip = pointOf(adventure);
	const point =
		stay.latitude !== undefined && stay.longitude !== undefined
			? { latitude: stay.latitude, longitude: stay.longitude }
			: await resolveStayAddress(deps.places, label, trip);
	if (!point) throw new BadRequestError(stayMessages.addressNotFound);
	// Never a stay in another town (a namesake picked by the lookup, a far suggestion) without a word.
	if (!nearTrip(trip, point)) throw new BadRequestError(stayMessages.farFromTrip(tripName(adventure.location)));
	return { stayPlaceId: null, stayLabel: label, stayLatitude: point.latitude, stayLongitude: point.longitude };
}

/** An owner's adventures, by start date, then newest first. */
export async function listAdventures(db: Db, ownerId: string): Promise<Adventure[]> {
	return (await adventuresDb.listAdventures(db, ownerId)).map(toAdventure);
}

/** Coordinates for a location sent without them (typed, not picked): resolved by the places provider. */
async function withCoordinates<T extends { location?: string; latitude?: number | null; longitude?: number | null }>(
	places: PlacesProvider,
	input: T,
): Promise<T> {
	if (!input.location || (input.latitude != null && input.longitude != null)) return input;
	const point = await resolveLocation(places, input.location);
	return point ? { ...input, ...point } : { ...input, latitude: null, longitude: null };
}

/**
 * Creates an adventure. A destination typed but not picked is resolved to coordinates here; when
 * nothing matches it is stored without them, and the workspace asks for the location.
 */
export async function createAdventure(
	deps: Pick<Deps, "db" | "kv" | "places">,
	ownerId: string,
	input: z.output<typeof createAdventureSchema>,
): Promise<Adventure> {
	await checkCoverImage(deps.db, ownerId, input.coverImageUrl);
	const row = await adventuresDb.insertAdventure(deps.db, ownerId, await withCoordinates(deps.places, input));
	if (row.isPublic) await refreshLocalWunder(deps, ownerId);
	return toAdventure(row);
}

/**
 * One adventure with the caller's access (the workspace hides the owner's controls from viewers).
 * The owner's interests are personal profile data: a viewer gets none.
 */
export function adventureWithAccess(adventure: AdventureRow, access: Access): Adventure & { access: Access } {
	const answer = toAdventure(adventure);
	return { ...answer, interests: access === "owner" ? answer.interests : [], access };
}

/**
 * The workspace's read: the adventure, the caller's access, whether places can be found around
 * it (`placesCoverage`: the Places and Guide tabs show its message), and the kind of place it is in
 * (`locationType`, for the map's first zoom; null when the catalog does not know it). One stored
 * without coordinates (typed, not picked, before the forms required a pick) is resolved once here
 * and the result stored.
 */
export async function readAdventure(
	deps: Pick<Deps, "db" | "places">,
	row: AdventureRow,
	access: Access,
): Promise<
	Adventure & {
		access: Access;
		stay: AdventureStay | null;
		placesCoverage: PlacesCoverage;
		locationType: LocationType | null;
	}
> {
	let adventure = row;
	if (row.latitude == null || row.longitude == null) {
		const point = await resolveLocation(deps.places, row.location);
		if (point) {
			await adventuresDb.setMissingCoordinates(deps.db, row.id, point);
			adventure = { ...row, ...point };
		}
	}
	const point = pointOf(adventure);
	return {
		...adventureWithAccess(adventure, access),
		// Where a family sleeps is the owner's alone: a viewer of a public adventure never reads it.
		stay: access === "owner" ? stayOf(adventure) : null,
		placesCoverage: placesCoverage(deps.places.kind, point),
		locationType: await catalogLocationType(deps.db, adventure.location, point),
	};
}

/** The dated paths whose day changes with the trip's new dates (`daysAfterTripChange`). */
async function pathDaysAfter(
	db: Db,
	current: AdventureRow,
	next: { startDate: string; endDate: string },
	change: PathDayChange,
): Promise<{ pathId: string; from: string; to: string | null }[]> {
	const dated = await adventuresDb.datedPaths(db, current.id);
	const days = daysAfterTripChange(dated, current, next, change);
	return dated.flatMap(({ id, date }) =>
		date != null && days.has(id) ? [{ pathId: id, from: date, to: days.get(id) ?? null }] : [],
	);
}

/**
 * Applies a partial update (400 when the merged dates run backwards) and tells the open tabs; when
 * visibility or the owner changed, the room first closes the sockets of those who lost access.
 * New dates that leave dated paths outside move or unassign their days (`pathDays`), in the same
 * D1 batch as the adventure.
 */
export async function updateAdventure(
	deps: Pick<Deps, "db" | "kv" | "rooms" | "places">,
	current: AdventureRow,
	{ stay, pathDays = DEFAULT_PATH_DAY_CHANGE, ...input }: z.output<typeof updateAdventureSchema>,
): Promise<AdventureWithStay> {
	// A new location without coordinates is resolved; the old coordinates never outlive it.
	const changes =
		input.location !== undefined && input.location !== current.location
			? await withCoordinates(deps.places, input)
			: input;
	const stayChanges = stay !== undefined ? await stayColumns(deps, current, stay) : {};
	await checkCoverImage(deps.db, current.ownerId, changes.coverImageUrl);
	const startDate = changes.startDate ?? current.startDate;
	const endDate = changes.endDate ?? current.endDate;
	const dateError = endDateError(startDate, endDate, "edit");
	if (dateError) throw new BadRequestError(dateError);
	const days =
		changes.startDate !== undefined || changes.endDate !== undefined
			? await pathDaysAfter(deps.db, current, { startDate, endDate }, pathDays)
			: [];
	const row =
		days.length > 0
			? await adventuresDb.updateAdventureAndDays(deps.db, current, { ...changes, ...stayChanges }, days)
			: await adventuresDb.updateAdventure(deps.db, current, { ...changes, ...stayChanges });
	if (days.length > 0) deps.rooms.announce(row.id, "paths");
	if (row.isPublic !== current.isPublic || row.ownerId !== current.ownerId) {
		await deps.rooms.accessChanged(row.id, { ownerId: row.ownerId, isPublic: row.isPublic });
	}
	deps.rooms.announce(row.id, "adventure");
	// Publishing, unpublishing or moving an adventure can make or unmake its owner a Local Wunder.
	if (row.isPublic || current.isPublic) await refreshLocalWunder(deps, row.ownerId);
	return withStay(row);
}

/** Deletes an adventure (its saved places, paths and stops go with it) and, after the answer, its room's conversation. */
export async function deleteAdventure(deps: Pick<Deps, "db" | "kv" | "rooms">, row: AdventureRow) {
	await adventuresDb.deleteAdventure(deps.db, row);
	deps.rooms.purge(row.id);
	if (row.isPublic) await refreshLocalWunder(deps, row.ownerId);
	return { deleted: true, id: row.id };
}

/** Profile stats: timing uses the viewer's local date, sent by the client (UTC's when absent). */
export async function adventureStats(
	db: Db,
	user: UserRow,
	today = new Date().toISOString().slice(0, 10),
): Promise<AdventureStats> {
	const rows = await adventuresDb.listAdventures(db, user.id);
	const home = { latitude: user.homeLatitude, longitude: user.homeLongitude };
	let upcomingAdventures = 0;
	let completedAdventures = 0;
	let sharedLocalWunders = 0;
	let sharedAdventures = 0;
	for (const row of rows) {
		const timing = timingCategory(row.startDate, row.endDate, today);
		if (timing === "upcoming") upcomingAdventures++;
		if (timing === "past") completedAdventures++;
		if (row.isPublic) {
			sharedAdventures++;
			if (isLocalWunder(row, home)) sharedLocalWunders++;
		}
	}
	return { upcomingAdventures, completedAdventures, sharedLocalWunders, sharedAdventures };
}

/** Discover's list: public adventures, newest first, without the owner's id, e-mail or the share token. */
export async function listPublicAdventures(db: Db): Promise<PublicAdventure[]> {
	const rows = await adventuresDb.listPublicAdventures(db, PUBLIC_LIST_LIMIT);
	return rows.map(({ adventure, owner }) => {
		const a = toAdventure(adventure);
		return {
			id: a.id,
			title: a.title,
			description: a.description,
			location: a.location,
			latitude: a.latitude,
			longitude: a.longitude,
			startDate: a.startDate,
			endDate: a.endDate,
			numberOfTravelers: a.numberOfTravelers,
			kidAges: a.kidAges,
			tags: a.tags,
			coverImageUrl: a.coverImageUrl,
			createdAt: a.createdAt,
			owner: { displayName: publicOwnerName(owner), isLocalWunder: owner.isLocalWunder },
		};
	});
}

/**
 * Copies an adventure the caller may read (their own or a public one) into a new private one of
 * theirs: the body's title and dates, its other fields or else the source's, and the source's saved
 * places, paths and stops (positions kept) under new ids, in one batch; a path's day moves with the
 * copy's start date (undated when it falls outside the copy's dates). Never copied: the share
 * token, the visibility, the guide's conversation (it lives in the source's room), and someone
 * else's interests (personal profile data; a copy of one's own keeps them).
 */
export async function duplicateAdventure(
	db: Db,
	callerId: string,
	source: AdventureRow,
	input: z.output<typeof duplicateAdventureSchema>,
): Promise<Adventure> {
	// An upload stays its owner's (the spec's body sends the source's cover back): a copy shows its
	// category's picture instead of someone else's upload.
	const wanted = input.coverImageUrl !== undefined ? input.coverImageUrl : source.coverImageUrl;
	const cover = wanted && isAppImageUrl(wanted) ? await coverForCopy(db, callerId, wanted) : null;
	const contents = await adventuresDb.copyableContents(db, source.id);
	const now = Date.now();
	const adventureId = crypto.randomUUID();
	const pathIds = new Map(contents.paths.map((p) => [p.id, crypto.randomUUID()]));
	const row = await adventuresDb.insertAdventureCopy(db, {
		adventure: {
			id: adventureId,
			ownerId: callerId,
			title: input.title,
			description: input.description !== undefined ? input.description : source.description,
			location: input.location ?? source.location,
			latitude: input.latitude !== undefined ? input.latitude : source.latitude,
			longitude: input.longitude !== undefined ? input.longitude : source.longitude,
			startDate: input.startDate,
			endDate: input.endDate,
			numberOfTravelers: input.numberOfTravelers !== undefined ? input.numberOfTravelers : source.numberOfTravelers,
			kidAges: input.kidAges ?? source.kidAges,
			interests: source.ownerId === callerId ? source.interests : [],
			tags: input.tags ?? source.tags.filter(isAdventureTag),
			coverImageUrl: cover,
			isPublic: false,
			shareToken: null,
			createdAt: new Date(now),
			updatedAt: new Date(now),
		},
		saved: contents.saved.map((s, i) => ({
			id: crypto.randomUUID(),
			adventureId,
			placeId: s.placeId,
			intentCategory: s.intentCategory,
			createdAt: new Date(now + i),
		})),
		paths: contents.paths.map((p, i) => ({
			id: pathIds.get(p.id) ?? crypto.randomUUID(),
			adventureId,
			name: p.name,
			description: p.description,
			transportMode: p.transportMode,
			estimatedDuration: p.estimatedDuration,
			colourIndex: p.colourIndex,
			date: shiftedDay(p.date, source, input),
			modeAuto: p.modeAuto,
			createdAt: new Date(now + i),
			updatedAt: new Date(now + i),
		})),
		stops: contents.stops.flatMap((s, i) => {
			const pathId = pathIds.get(s.pathId);
			return pathId
				? [{ id: crypto.randomUUID(), pathId, placeId: s.placeId, position: s.position, createdAt: new Date(now + i) }]
				: [];
		}),
	});
	return toAdventure(row);
}
