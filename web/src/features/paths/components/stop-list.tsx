import {
	closestCenter,
	DndContext,
	type DragEndEvent,
	KeyboardSensor,
	PointerSensor,
	useSensor,
	useSensors,
} from "@dnd-kit/core";
import {
	arrayMove,
	SortableContext,
	sortableKeyboardCoordinates,
	useSortable,
	verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical, X } from "lucide-react";
import { DRAG_ACTIVATION_PX } from "../../../../../domain/path/path-rules";
import { cn } from "../../../lib/cn";
import type { RouteLeg } from "../api/get-route";
import type { PathStop } from "../api/get-stops";
import { legText } from "../leg-time";
import { stopAnnouncements, stopDragInstructions } from "./stop-announcements";

interface Props {
	stops: PathStop[];
	legs: RouteLeg[];
	colour: string;
	readOnly: boolean;
	onReorder: (stopIds: string[]) => void;
	onRemove: (stop: PathStop) => void;
}

/** The ordered stops of a path, draggable (pointer after 8 px, or keyboard) unless read-only. */
export function StopList({ stops, legs, colour, readOnly, onReorder, onRemove }: Props) {
	const sensors = useSensors(
		useSensor(PointerSensor, { activationConstraint: { distance: DRAG_ACTIVATION_PX } }),
		useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
	);
	const legFrom = new Map(legs.map((leg) => [leg.fromStopId, leg]));

	function onDragEnd(event: DragEndEvent) {
		const { active, over } = event;
		if (!over || active.id === over.id) return;
		const ids = stops.map((s) => s.id);
		const next = arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
		if (next.join() !== ids.join()) onReorder(next);
	}

	return (
		<DndContext
			sensors={sensors}
			collisionDetection={closestCenter}
			onDragEnd={onDragEnd}
			accessibility={{ announcements: stopAnnouncements(stops), screenReaderInstructions: stopDragInstructions }}
		>
			<SortableContext items={stops.map((s) => s.id)} strategy={verticalListSortingStrategy} disabled={readOnly}>
				<ol className="grid grid-cols-1 gap-2" aria-label="Stops">
					{stops.map((stop, index) => (
						<StopRow
							key={stop.id}
							stop={stop}
							index={index}
							leg={index < stops.length - 1 ? legFrom.get(stop.id) : undefined}
							colour={colour}
							readOnly={readOnly}
							onRemove={onRemove}
						/>
					))}
				</ol>
			</SortableContext>
		</DndContext>
	);
}

function StopRow({
	stop,
	index,
	leg,
	colour,
	readOnly,
	onRemove,
}: {
	stop: PathStop;
	index: number;
	leg: RouteLeg | undefined;
	colour: string;
	readOnly: boolean;
	onRemove: (stop: PathStop) => void;
}) {
	const sortable = useSortable({ id: stop.id, disabled: readOnly });
	const style = { transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition };
	return (
		<li
			ref={sortable.setNodeRef}
			style={style}
			className={cn("relative", sortable.isDragging && "z-10")}
			aria-label={`Stop ${index + 1}: ${stop.place.name}`}
		>
			<div
				className={cn(
					"flex items-start gap-2 rounded-2xl border border-sand-200 bg-white p-3",
					sortable.isDragging && "shadow-[var(--shadow-pop)]",
				)}
			>
				{!readOnly && (
					<button
						type="button"
						{...sortable.attributes}
						{...sortable.listeners}
						aria-label={`Reorder ${stop.place.name}`}
						className="mt-0.5 cursor-grab touch-none rounded-lg p-1 text-ink-500 hover:bg-sand-100 active:cursor-grabbing"
					>
						<GripVertical aria-hidden className="size-4" />
					</button>
				)}
				<span
					className="flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-extrabold text-white"
					style={{ backgroundColor: colour }}
				>
					{index + 1}
				</span>
				<div className="min-w-0 flex-1">
					<p className="truncate font-semibold text-ink-900">{stop.place.name}</p>
					{stop.place.address && <p className="truncate text-xs text-ink-500">{stop.place.address}</p>}
				</div>
				{!readOnly && (
					<button
						type="button"
						onClick={() => onRemove(stop)}
						aria-label={`Remove ${stop.place.name} from this path`}
						className="rounded-full p-1.5 text-ink-500 hover:bg-red-50 hover:text-red-600"
					>
						<X aria-hidden className="size-4" />
					</button>
				)}
			</div>
			{leg && (
				<p className="py-1 pl-12 text-xs font-semibold text-ink-500" data-testid="leg">
					↓ {legText(leg)}
				</p>
			)}
		</li>
	);
}
