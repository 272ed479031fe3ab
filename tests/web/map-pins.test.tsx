import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { PATH_COLOURS } from "../../domain/path/path-rules";
import type { MapLine } from "../../web/src/features/map";
import { createLeafletEngine } from "../../web/src/features/map/leaflet-engine";
import { MapLegend } from "../../web/src/features/map/map-legend";
import { pinTextColor, stopPins } from "../../web/src/features/map/pins";

const stop = (placeId: string, name: string, lat: number) => ({ placeId, name, position: { lat, lng: -0.17 } });

const museums: MapLine = {
	id: "p1",
	name: "Museum Day",
	color: "#2563EB",
	layer: 0,
	stops: [stop("nhm", "Natural History Museum", 51.496), stop("sci", "Science Museum", 51.497)],
};
const palace: MapLine = {
	id: "p2",
	name: "Palace Morning",
	color: "#A11D2B",
	layer: 2,
	stops: [
		stop("bp", "Buckingham Palace", 51.501),
		stop("sjp", "St James's Park", 51.502),
		stop("ng", "National Gallery", 51.508),
	],
};

function contrast(a: string, b: string) {
	const lum = (hex: string) => {
		const n = Number.parseInt(hex.slice(1), 16);
		const c = (v: number) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
		return 0.2126 * c((n >> 16) & 255) + 0.7152 * c((n >> 8) & 255) + 0.0722 * c(n & 255);
	};
	const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p) as [number, number];
	return (x + 0.05) / (y + 0.05);
}

describe("a path's stops as numbered pins", () => {
	it("numbers each path's stops from 1 in the path's colour, named for a screen reader, the open path's on top", () => {
		const pins = stopPins([palace, museums]);
		expect(pins.map((p) => [p.number, p.color, p.label])).toEqual([
			[1, "#2563EB", "Stop 1 of Museum Day: Natural History Museum"],
			[2, "#2563EB", "Stop 2 of Museum Day: Science Museum"],
			[1, "#A11D2B", "Stop 1 of Palace Morning: Buckingham Palace"],
			[2, "#A11D2B", "Stop 2 of Palace Morning: St James's Park"],
			[3, "#A11D2B", "Stop 3 of Palace Morning: National Gallery"],
		]);
		const top = Math.min(...pins.filter((p) => p.color === "#A11D2B").map((p) => p.zIndex));
		expect(Math.max(...pins.filter((p) => p.color === "#2563EB").map((p) => p.zIndex))).toBeLessThan(top);
		expect(pins.filter((p) => p.dimmed).map((p) => p.placeId)).toEqual(["nhm", "sci"]);
		expect(stopPins([{ ...palace, layer: 0 }, museums]).some((p) => p.dimmed)).toBe(false);
	});

	it("writes each pin's number readably on every palette colour, and never puts a bad colour in a style", () => {
		for (const { hex } of PATH_COLOURS) expect(contrast(pinTextColor(hex), hex), hex).toBeGreaterThanOrEqual(4.5);
		expect(stopPins([{ ...museums, color: "red;background:url(x)" }])[0]?.color).toBe("#2563eb");
	});

	it("draws the pins on the Leaflet map: keyboard-reachable buttons, labelled on focus, Enter opens the place", async () => {
		const container = document.createElement("div");
		document.body.append(container);
		const engine = await createLeafletEngine(container, { lat: 51.5, lng: -0.15 }, 13, {
			url: "https://tile.example/{z}/{x}/{y}.png",
			attribution: "tiles",
			attributionUrl: null,
		});
		const onStop = vi.fn();
		engine.setLines([museums, palace], onStop);
		const pins = [...container.querySelectorAll<HTMLElement>(".planner-stop")];
		expect(pins.map((p) => p.textContent)).toEqual(["1", "2", "1", "2", "3"]);
		const first = within(container).getByRole("button", { name: "Stop 1: Buckingham Palace" });
		expect(first.getAttribute("tabindex")).toBe("0");
		expect(first.getAttribute("aria-description")).toBe("Palace Morning");
		expect(first.querySelector("span")?.getAttribute("style")).toBe("background:#A11D2B;color:#ffffff");
		first.focus();
		first.dispatchEvent(new FocusEvent("focus"));
		expect(container.querySelector(".leaflet-tooltip")?.textContent).toBe(
			"Stop 1 of Palace Morning: Buckingham Palace",
		);
		first.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
		expect(onStop).toHaveBeenCalledWith("bp");
		first.dispatchEvent(new FocusEvent("blur"));
		expect(container.querySelector(".leaflet-tooltip")).toBeNull();

		engine.setMarkers(
			[{ id: "hp", position: { lat: 51.507, lng: -0.165 }, kind: "saved", label: "Hyde <Park>" }],
			vi.fn(),
		);
		const saved = within(container).getByRole("button", { name: "Hyde <Park>" });
		expect(saved.getAttribute("tabindex")).toBe("0");
		saved.dispatchEvent(new FocusEvent("focus"));
		expect(container.querySelector(".leaflet-tooltip")?.textContent).toBe("Hyde <Park>");
		engine.destroy();
		container.remove();
	});
});

describe("the map's legend", () => {
	it("names each path beside its colour, the open path first and marked", () => {
		render(<MapLegend lines={[museums, palace]} />);
		const legend = screen.getByRole("region", { name: "Paths on the map" });
		const items = within(legend).getAllByRole("listitem");
		expect(items.map((li) => li.textContent)).toEqual(["Palace Morning, 3 stops", "Museum Day, 2 stops"]);
		expect(items[0]?.getAttribute("aria-current")).toBe("true");
		expect(items[1]?.dataset.dimmed).toBe("true");
		expect(items[1]?.querySelector<HTMLElement>("[aria-hidden]")?.style.backgroundColor).toMatch(
			/^(#2563eb|rgb\(37, 99, 235\))$/i,
		);
	});

	it("is not drawn while no path has a stop", () => {
		const { container } = render(<MapLegend lines={[{ ...museums, stops: [] }]} />);
		expect(container.textContent).toBe("");
	});
});
