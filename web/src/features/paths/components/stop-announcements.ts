import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from "@dnd-kit/core";

interface NamedStop {
	id: string;
	place: { name: string };
}

/** What a screen reader hears while a stop is dragged: the stops' names and positions, never their ids. */
export function stopAnnouncements(stops: readonly NamedStop[]): Announcements {
	const index = (id: UniqueIdentifier) => stops.findIndex((stop) => stop.id === String(id));
	const name = (id: UniqueIdentifier) => stops[index(id)]?.place.name ?? "this stop";
	const position = (id: UniqueIdentifier) => `position ${index(id) + 1} of ${stops.length}`;
	return {
		onDragStart: ({ active }) => `Picked up ${name(active.id)}, at ${position(active.id)}.`,
		// Over itself (as every drag starts): nothing new to say, so "Picked up" is not cut short.
		onDragOver: ({ active, over }) =>
			over?.id === active.id
				? undefined
				: over
					? `${name(active.id)} moved to ${position(over.id)}.`
					: `${name(active.id)} is no longer over the list.`,
		onDragEnd: ({ active, over }) =>
			over ? `${name(active.id)} dropped at ${position(over.id)}.` : `${name(active.id)} dropped.`,
		onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled; it stays at ${position(active.id)}.`,
	};
}

export const stopDragInstructions: ScreenReaderInstructions = {
	draggable:
		"To reorder a stop, press Space or Enter to pick it up, the arrow keys to move it, Space or Enter to drop it, or Escape to cancel.",
};
