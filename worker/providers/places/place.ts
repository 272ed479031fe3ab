import { placeCoverFor, placeCoverUrl } from "../../../domain/place/cover";
import { categoryGroup, mergeFieldNotes, type Place } from "../../../domain/place/place";
import type { PlaceRow } from "../../db/schema";
import { guideFieldNotes } from "../llm/offline/place-insights";

/** Family places of the embedded catalog have ids "cat:<id>"; Google place ids never contain ':'. */
const CATALOG_PLACE_PREFIX = "cat:";
export const isCatalogFamilyPlaceId = (id: string) => id.startsWith(CATALOG_PLACE_PREFIX);

/**
 * A stored place as the API returns it: its category group from the first known type, photos (a
 * place without any — catalog, OpenStreetMap, some Google places — gets the cover drawn for its
 * category, domain/place/cover.ts), and field notes — the stored ones
 * (User, Reviewer) merged with the Guide AI's own, at most 3, one per type.
 */
export function toPlace(row: PlaceRow, distanceMeters?: number): Place {
	const photoUrls = row.photoUrls.length > 0 ? row.photoUrls : [placeCoverUrl(placeCoverFor(row))];
	const place: Place = {
		googlePlaceId: row.id,
		name: row.name,
		latitude: row.latitude,
		longitude: row.longitude,
		address: row.address,
		rating: row.rating,
		userRatingCount: row.userRatingCount,
		priceLevel: row.priceLevel,
		types: row.types,
		category: categoryGroup(row.types),
		photoUrl: photoUrls[0] ?? null,
		photoUrls,
		website: row.website,
		phoneNumber: row.phone,
		openingHours: row.openingHours,
		familySummary: row.familySummary,
		pithySummary: row.pithySummary,
		whyKidsLoveIt: row.whyKidsLoveIt,
		summaryGenerated: row.summaryGenerated,
		editorialSummary: row.editorialSummary,
		businessStatus: row.businessStatus,
		fieldNotes: mergeFieldNotes([...row.fieldNotes, ...guideFieldNotes(row)]),
		ages: row.ages ?? null,
		tags: row.tags,
		source: row.source,
		// Every place the API returns was resolved through a provider: never a model's invention.
		isValidated: true,
	};
	if (distanceMeters !== undefined) place.distanceMeters = distanceMeters;
	return place;
}
