import { type Pace, paceLegLabel, walkingMinutesAtPace } from "../../../../domain/path/pace-rules";
import type { TransportMode } from "../../../../domain/path/path-rules";
import { formatDistance, formatDuration } from "../../../../domain/place/place-rules";

interface Leg {
	distanceMeters: number;
	durationSeconds: number;
}

/** A leg's time: on foot at the youngest child's pace, else the route's own time. */
export function legSeconds(leg: Leg, mode: TransportMode, pace: Pace): number {
	return mode === "walking" ? walkingMinutesAtPace(leg.distanceMeters, pace) * 60 : leg.durationSeconds;
}

/** "1.6 km · about 35 min at a 3-year-old's pace" on foot; "1.6 km · 6 min" otherwise. */
export function legText(leg: Leg, mode: TransportMode, pace: Pace): string {
	const distance = formatDistance(leg.distanceMeters);
	return mode === "walking"
		? `${distance} · ${paceLegLabel(leg.distanceMeters, pace)}`
		: `${distance} · ${formatDuration(leg.durationSeconds)}`;
}
