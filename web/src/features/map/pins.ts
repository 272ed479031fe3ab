import type { MapPoint } from "../../../../domain/geo/geo-rules";
import type { MapLine } from "./engine";

/** A numbered stop pin as the engines draw it; the list is ordered bottom first. */
export interface StopPin {
	key: string;
	placeId: string;
	position: MapPoint;
	number: number;
	color: string;
	/** Black or white, whichever reads better on the pin's colour (at least 4.5:1 on every colour). */
	textColor: string;
	/** "Stop 2: Science Museum" — the pin's accessible name (its path is its description). */
	name: string;
	/** The path's name, said after the pin's name. */
	description: string;
	/** "Stop 2 of Museum Day: Science Museum" — the label shown on hover and focus. */
	label: string;
	/** Another path's stop while a path is open: drawn fainter and under the open day's pins. */
	dimmed: boolean;
	zIndex: number;
}

const HEX = /^#([0-9a-f]{6})$/i;
const FALLBACK_COLOR = "#2563eb";

const channel = (value: number) => {
	const c = value / 255;
	return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
	const n = Number.parseInt(hex.slice(1), 16);
	return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** White text when it keeps 4.5:1 on the colour, else black (one of the two always does). */
export function pinTextColor(color: string): "#ffffff" | "#000000" {
	return 1.05 / (luminance(color) + 0.05) >= 4.5 ? "#ffffff" : "#000000";
}

/** A path's colour if it is a plain #rrggbb, else the first palette blue (it goes into a style). */
export const safeColor = (color: string) => (HEX.test(color) ? color : FALLBACK_COLOR);

/** Whether any path is open, so the others step back. */
export const hasOpenPath = (lines: readonly MapLine[]) => lines.some((line) => line.layer === 2);

/** Every path's stops as numbered pins in its colour, the open day's last (on top). */
export function stopPins(lines: readonly MapLine[]): StopPin[] {
	const focused = hasOpenPath(lines);
	return [...lines]
		.sort((a, b) => a.layer - b.layer)
		.flatMap((line) => {
			const color = safeColor(line.color);
			return line.stops.map((stop, index) => ({
				key: `${line.id}:${index}`,
				placeId: stop.placeId,
				position: stop.position,
				number: index + 1,
				color,
				textColor: pinTextColor(color),
				name: `Stop ${index + 1}: ${stop.name}`,
				description: line.name,
				label: `Stop ${index + 1} of ${line.name}: ${stop.name}`,
				dimmed: focused && line.layer === 0,
				zIndex: 1000 + line.layer * 1000 + index,
			}));
		});
}
