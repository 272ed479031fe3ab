import type { CategoryGroup, Place } from "../../../../../domain/place/place-rules";
import { cn } from "../../../lib/cn";
import { CategoryIcon } from "./category-icon";

const tones: Record<CategoryGroup, string> = {
	food: "from-sunrise-300 to-sunrise-500",
	nature: "from-brand-200 to-brand-500",
	cultural: "from-brand-100 to-brand-400",
	entertainment: "from-sunrise-100 to-sunrise-400",
	shopping: "from-sand-200 to-sunrise-300",
	accommodation: "from-brand-300 to-brand-700",
	sports: "from-brand-200 to-sunrise-300",
	wellness: "from-sand-100 to-brand-200",
	transportation: "from-sand-200 to-brand-300",
	other: "from-sand-100 to-sand-200",
};

/** The place's first photo, or a tinted tile with its category icon (no invented photos). */
export function PlacePhoto({
	place,
	className,
}: {
	place: Pick<Place, "photoUrl" | "types" | "category" | "name">;
	className?: string;
}) {
	if (place.photoUrl) {
		return <img src={place.photoUrl} alt="" loading="lazy" className={cn("object-cover", className)} />;
	}
	return (
		<div
			className={cn(
				"flex items-center justify-center bg-gradient-to-br text-white",
				tones[place.category] ?? tones.other,
				className,
			)}
		>
			<CategoryIcon types={place.types} decorative className="size-7 drop-shadow" />
		</div>
	);
}
