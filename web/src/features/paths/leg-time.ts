import { formatDistance, formatDuration } from "../../../../domain/place/place-rules";

/** A leg of the route answer: walking legs also carry the time at the family's pace and its words. */
interface Leg {
	distanceMeters: number;
	durationSeconds: number;
	paceMinutes?: number;
	paceLabel?: string;
}

/** A leg's time: on foot at the youngest child's pace (the server's `paceMinutes`), else the route's own. */
export function legSeconds(leg: Leg): number {
	return leg.paceMinutes != null ? leg.paceMinutes * 60 : leg.durationSeconds;
}

/** "1.6 km · about 35 min at a 3-year-old's pace" on foot (`paceLegLabel`, sent by the server); "1.6 km · 6 min" otherwise. */
export function legText(leg: Leg): string {
	return `${formatDistance(leg.distanceMeters)} · ${leg.paceLabel ?? formatDuration(leg.durationSeconds)}`;
}
