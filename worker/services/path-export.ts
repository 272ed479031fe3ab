import type { ExportFormat, TransportMode } from "../../domain/path/path";
import { foldText } from "../../domain/text";

/**
 * A path as a file for GPS apps and Google Earth: GPX 1.1 (waypoints in order, a route through
 * them, and the road geometry as a track when one is known) and KML 2.2 (a placemark per stop and
 * a LineString in the path's colour). Pure string building; every text is XML-escaped.
 */

export interface ExportPath {
	name: string;
	description: string | null;
	transportMode: TransportMode;
	/** "#RRGGBB". */
	colour: string;
}

export interface ExportStop {
	name: string;
	address: string | null;
	latitude: number;
	longitude: number;
}

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
	gpx: "application/gpx+xml",
	kml: "application/vnd.google-earth.kml+xml",
};

const APP_NAME = "Adventure Guide";

/** Text safe inside an XML element or a double-quoted attribute; characters XML 1.0 forbids are dropped. */
export function xmlEscape(text: string): string {
	return (
		text
			// biome-ignore lint/suspicious/noControlCharactersInRegex: removing the control characters XML 1.0 forbids
			.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "")
			.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "")
			.replace(/&/g, "&amp;")
			.replace(/</g, "&lt;")
			.replace(/>/g, "&gt;")
			.replace(/"/g, "&quot;")
			.replace(/'/g, "&apos;")
	);
}

/** A coordinate with at most 6 decimals (about 10 cm), never in exponent notation. */
const num = (value: number) => String(Math.round(value * 1e6) / 1e6);

const stopLabel = (stop: ExportStop, index: number) => `${index + 1}. ${stop.name}`;

/** GPX 1.1: metadata, one wpt per stop (in order), one rte through them, and a trk of the road geometry if known. */
export function pathToGpx(
	path: ExportPath,
	stops: readonly ExportStop[],
	options: { polyline?: readonly { lat: number; lng: number }[] | null; time?: Date } = {},
): string {
	const name = xmlEscape(path.name);
	const lines = [
		'<?xml version="1.0" encoding="UTF-8"?>',
		`<gpx version="1.1" creator="${APP_NAME}" xmlns="http://www.topografix.com/GPX/1/1" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd">`,
		"  <metadata>",
		`    <name>${name}</name>`,
		...(path.description ? [`    <desc>${xmlEscape(path.description)}</desc>`] : []),
		`    <time>${(options.time ?? new Date()).toISOString()}</time>`,
		"  </metadata>",
	];
	stops.forEach((stop, index) => {
		lines.push(`  <wpt lat="${num(stop.latitude)}" lon="${num(stop.longitude)}">`);
		lines.push(`    <name>${xmlEscape(stopLabel(stop, index))}</name>`);
		if (stop.address) lines.push(`    <desc>${xmlEscape(stop.address)}</desc>`);
		lines.push("  </wpt>");
	});
	lines.push("  <rte>", `    <name>${name}</name>`, `    <type>${path.transportMode}</type>`);
	stops.forEach((stop, index) => {
		lines.push(`    <rtept lat="${num(stop.latitude)}" lon="${num(stop.longitude)}">`);
		lines.push(`      <name>${xmlEscape(stopLabel(stop, index))}</name>`);
		lines.push("    </rtept>");
	});
	lines.push("  </rte>");
	if (options.polyline && options.polyline.length >= 2) {
		lines.push("  <trk>", `    <name>${name}</name>`, `    <type>${path.transportMode}</type>`, "    <trkseg>");
		for (const point of options.polyline) lines.push(`      <trkpt lat="${num(point.lat)}" lon="${num(point.lng)}"/>`);
		lines.push("    </trkseg>", "  </trk>");
	}
	lines.push("</gpx>", "");
	return lines.join("\n");
}

/** KML colour: aabbggrr from "#rrggbb" (fully opaque). */
export function kmlColour(hex: string): string {
	const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
	if (!match) return "ff000000";
	const [, r, g, b] = match;
	return `ff${b}${g}${r}`.toLowerCase();
}

/** KML 2.2: a Document with a line style in the path's colour, a Point placemark per stop and the route's LineString. */
export function pathToKml(
	path: ExportPath,
	stops: readonly ExportStop[],
	options: { polyline?: readonly { lat: number; lng: number }[] | null } = {},
): string {
	const name = xmlEscape(path.name);
	const line =
		options.polyline && options.polyline.length >= 2
			? options.polyline.map((p) => `${num(p.lng)},${num(p.lat)},0`)
			: stops.map((s) => `${num(s.longitude)},${num(s.latitude)},0`);
	const lines = [
		'<?xml version="1.0" encoding="UTF-8"?>',
		'<kml xmlns="http://www.opengis.net/kml/2.2">',
		"  <Document>",
		`    <name>${name}</name>`,
		...(path.description ? [`    <description>${xmlEscape(path.description)}</description>`] : []),
		'    <Style id="path-line">',
		"      <LineStyle>",
		`        <color>${kmlColour(path.colour)}</color>`,
		"        <width>4</width>",
		"      </LineStyle>",
		"    </Style>",
	];
	stops.forEach((stop, index) => {
		lines.push("    <Placemark>");
		lines.push(`      <name>${xmlEscape(stopLabel(stop, index))}</name>`);
		if (stop.address) lines.push(`      <description>${xmlEscape(stop.address)}</description>`);
		lines.push(`      <Point><coordinates>${num(stop.longitude)},${num(stop.latitude)},0</coordinates></Point>`);
		lines.push("    </Placemark>");
	});
	if (line.length >= 2) {
		lines.push(
			"    <Placemark>",
			`      <name>${name} (${path.transportMode})</name>`,
			"      <styleUrl>#path-line</styleUrl>",
			"      <LineString>",
			"        <tessellate>1</tessellate>",
			`        <coordinates>${line.join(" ")}</coordinates>`,
			"      </LineString>",
			"    </Placemark>",
		);
	}
	lines.push("  </Document>", "</kml>", "");
	return lines.join("\n");
}

/**
 * A download name from the path's name: ASCII letters, digits and dashes (accents folded), at most
 * 60 characters, "path" when nothing is left; plus the format's extension.
 */
export function exportFileName(name: string, format: ExportFormat): string {
	const slug = foldText(name)
		.replace(/[^a-z0-9]+/g, "-")
		.replace(/^-+|-+$/g, "")
		.slice(0, 60)
		.replace(/-+$/g, "");
	return `${slug || "path"}.${format}`;
}

export function pathToFile(
	format: ExportFormat,
	path: ExportPath,
	stops: readonly ExportStop[],
	options: { polyline?: readonly { lat: number; lng: number }[] | null; time?: Date } = {},
): string {
	return format === "gpx" ? pathToGpx(path, stops, options) : pathToKml(path, stops, options);
}
