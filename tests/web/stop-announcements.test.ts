import type { Active, Over } from "@dnd-kit/core";
import { describe, expect, it } from "vitest";
import { stopAnnouncements } from "../../web/src/features/paths/components/stop-announcements";

const stops = [
	{ id: "4b1f-stop-a", place: { name: "Science Museum" } },
	{ id: "9c2e-stop-b", place: { name: "Hyde Park" } },
	{ id: "77aa-stop-c", place: { name: "Gelupo" } },
];
const active = (id: string) => ({ id }) as unknown as Active;
const over = (id: string) => ({ id }) as unknown as Over;

/** dnd-kit's defaults read "Picked up draggable item 4b1f-stop-a": ours read the stop's name. */
describe("stopAnnouncements", () => {
	const say = stopAnnouncements(stops);
	it("names the stop and its position, never an id", () => {
		const lines = [
			say.onDragStart({ active: active("77aa-stop-c") }),
			say.onDragOver({ active: active("77aa-stop-c"), over: over("4b1f-stop-a") }),
			say.onDragEnd({ active: active("77aa-stop-c"), over: over("4b1f-stop-a") }),
			say.onDragCancel({ active: active("9c2e-stop-b"), over: null }),
		];
		expect(lines).toEqual([
			"Picked up Gelupo, at position 3 of 3.",
			"Gelupo moved to position 1 of 3.",
			"Gelupo dropped at position 1 of 3.",
			"Moving Hyde Park was cancelled; it stays at position 2 of 3.",
		]);
		for (const line of lines) for (const stop of stops) expect(line).not.toContain(stop.id);
		// A drag starts over itself: no announcement that would cut "Picked up" short.
		expect(say.onDragOver({ active: active("77aa-stop-c"), over: over("77aa-stop-c") })).toBeUndefined();
	});
});
