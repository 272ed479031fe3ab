import { Star } from "lucide-react";
import { priceLevelSigns } from "../../../../../domain/place/place-rules";

/** Rating on the five-star scale, shown as given (never rounded up or invented). */
export function Rating({ rating, count }: { rating: number | null; count?: number | null }) {
	if (rating == null) return null;
	return (
		<span
			className="inline-flex items-center gap-1 text-sm font-semibold text-ink-700"
			title={`Rated ${rating} out of 5`}
		>
			<span className="sr-only">Rated </span>
			<Star aria-hidden className="size-3.5 fill-amber-400 text-amber-400" />
			{rating}
			<span className="sr-only"> out of 5</span>
			{count != null && <span className="font-normal text-ink-500">({count.toLocaleString()})</span>}
		</span>
	);
}

export function PriceLevel({ level }: { level: number | null }) {
	const signs = priceLevelSigns(level);
	if (!signs) return null;
	return (
		<span className="text-sm font-semibold text-brand-700" title={`Price level ${level} of 4`}>
			{signs}
		</span>
	);
}
