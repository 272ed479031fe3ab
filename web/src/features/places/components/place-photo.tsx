import { useState } from "react";
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

/**
 * The place's first photo (or `src`, one of its others), or a tinted tile with its category icon
 * when it has none or the photo fails to load (no invented photos).
 */
export function PlacePhoto({
	place,
	src = place.photoUrl,
	alt = "",
	className,
}: {
	place: Pick<Place, "photoUrl" | "types" | "category" | "name">;
	src?: string | null;
	alt?: string;
	className?: string;
}) {
	const [failed, setFailed] = useState<string | null>(null);
	if (src && failed !== src) {
		return (
			<img
				src={src}
				alt={alt}
				loading="lazy"
				onError={() => setFailed(src)}
				className={cn("object-cover", className)}
			/>
		);
	}
	const tile = cn(
		"flex items-center justify-center bg-gradient-to-br text-white",
		tones[place.category] ?? tones.other,
		className,
	);
	const icon = <CategoryIcon types={place.types} decorative className="size-7 drop-shadow" />;
	// A slide of the carousel keeps its name ("… (2 of 3)") when its photo fails.
	return alt ? (
		<div role="img" aria-label={alt} className={tile}>
			{icon}
		</div>
	) : (
		<div className={tile}>{icon}</div>
	);
}
