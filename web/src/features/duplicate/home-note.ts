import { DESCRIPTION_MAX } from "../../../../domain/adventure/adventure-rules";
import { haversineKm } from "../../../../domain/geo/geo-rules";

interface Home {
	homeLocation: string | null;
	homeLatitude: number | null;
	homeLongitude: number | null;
}

interface Destination {
	latitude?: number | null;
	longitude?: number | null;
}

/**
 * The line a copy's description gains when the family plans it from home: where home is and how far
 * (great-circle, rounded to 10 km) the destination lies from it. Null without a home or coordinates.
 */
export function homeNote(home: Home, destination: Destination): string | null {
	const { homeLocation, homeLatitude, homeLongitude } = home;
	const { latitude, longitude } = destination;
	if (!homeLocation || homeLatitude == null || homeLongitude == null || latitude == null || longitude == null)
		return null;
	const km = haversineKm({ latitude: homeLatitude, longitude: homeLongitude }, { latitude, longitude });
	const distance = km < 10 ? "close to home" : `about ${Math.round(km / 10) * 10} km from home`;
	return `Travelling from ${homeLocation}, ${distance}.`;
}

/** The copy's description: the original's, then the home line, within the description limit. */
export function withHomeNote(description: string | null | undefined, note: string): string {
	const base = description?.trim() ?? "";
	const room = DESCRIPTION_MAX - note.length - 2;
	return base ? `${base.slice(0, Math.max(0, room))}\n\n${note}` : note;
}
