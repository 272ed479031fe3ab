import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import { ArrowRight, CalendarDays, ChevronLeft, ChevronRight, MapPin, Users } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router-dom";
import { cn } from "../../lib/cn";
import { paths } from "../../lib/paths";
import { landingCardTagLimit, type SampleAdventure, sampleAdventures } from "./sample-adventures";

type CarouselApi = Pick<NonNullable<UseEmblaCarouselType[1]>, "canScrollPrev" | "canScrollNext" | "on" | "off">;

/** Previous/next availability, kept in step with the carousel: both false while it cannot scroll. */
export function useCarouselButtons(api: CarouselApi | undefined) {
	const [state, setState] = useState({ canPrev: false, canNext: false });
	useEffect(() => {
		if (!api) return;
		const update = () => setState({ canPrev: api.canScrollPrev(), canNext: api.canScrollNext() });
		update();
		api.on("select", update).on("reInit", update);
		return () => {
			api.off("select", update).off("reInit", update);
		};
	}, [api]);
	return state;
}

/**
 * A sample card: the seeded public adventure of the same id opens from anywhere on the card (the
 * title's link covers it), at its public view, for anyone.
 */
function SampleCard({ sample }: { sample: SampleAdventure }) {
	return (
		<article className="relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)] transition-shadow hover:shadow-[var(--shadow-pop)] has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-500">
			<div className="relative">
				<img
					src={sample.image}
					alt=""
					width={800}
					height={500}
					loading="lazy"
					decoding="async"
					className="aspect-[8/5] w-full object-cover"
				/>
				<span className="absolute top-3 left-3 inline-flex items-center gap-1 rounded-full bg-white/95 px-3 py-1 text-xs font-bold text-brand-800 shadow-sm">
					<CalendarDays aria-hidden className="size-3.5" />
					{sample.duration}
				</span>
			</div>
			<div className="flex flex-1 flex-col p-5">
				<h3 className="font-display text-lg font-extrabold text-ink-900">
					<Link
						to={paths.publicAdventure(sample.id)}
						className="outline-none after:absolute after:inset-0 after:content-['']"
					>
						{sample.title}
					</Link>
				</h3>
				<p className="mt-1 flex items-center gap-1 text-sm text-ink-500">
					<MapPin aria-hidden className="size-4 shrink-0 text-sunrise-600" />
					{sample.location}
				</p>
				<p className="mt-1 flex items-center gap-1 text-sm text-ink-500">
					<Users aria-hidden className="size-4 shrink-0 text-brand-600" />
					{sample.ages}
				</p>
				<p className="mt-3 flex-1 text-sm leading-relaxed text-ink-700">{sample.description}</p>
				<ul className="mt-4 flex flex-wrap gap-2" aria-label="Tags">
					{sample.tags.slice(0, landingCardTagLimit).map((tag) => (
						<li key={tag} className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">
							{tag}
						</li>
					))}
				</ul>
				<p aria-hidden className="mt-4 flex items-center gap-1 text-sm font-semibold text-brand-700">
					See the plan
					<ArrowRight className="size-4" />
				</p>
			</div>
		</article>
	);
}

const arrowClasses =
	"inline-flex size-11 items-center justify-center rounded-full border border-sand-200 bg-white text-ink-900 shadow-sm transition-colors hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-40";

/** The six sample adventures: loops, one card per view on small screens, two on medium, three on large. */
export function SampleCarousel() {
	const [viewportRef, api] = useEmblaCarousel({ loop: true, align: "start" });
	const { canPrev, canNext } = useCarouselButtons(api);
	const prev = useCallback(() => api?.scrollPrev(), [api]);
	const next = useCallback(() => api?.scrollNext(), [api]);
	return (
		<section aria-roledescription="carousel" aria-label="Sample adventures" className="relative">
			<div ref={viewportRef} className="overflow-hidden">
				<ul className="-ml-6 flex touch-pan-y pb-3">
					{sampleAdventures.map((sample, index) => (
						<li
							key={sample.title}
							aria-roledescription="slide"
							aria-label={`${index + 1} of ${sampleAdventures.length}`}
							className="min-w-0 shrink-0 grow-0 basis-full pl-6 md:basis-1/2 lg:basis-1/3"
						>
							<SampleCard sample={sample} />
						</li>
					))}
				</ul>
			</div>
			<div className="mt-8 flex justify-center gap-3">
				<button
					type="button"
					className={cn(arrowClasses)}
					onClick={prev}
					disabled={!canPrev}
					aria-label="Previous slide"
				>
					<ChevronLeft aria-hidden className="size-5" />
				</button>
				<button type="button" className={cn(arrowClasses)} onClick={next} disabled={!canNext} aria-label="Next slide">
					<ChevronRight aria-hidden className="size-5" />
				</button>
			</div>
		</section>
	);
}
