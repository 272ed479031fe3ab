import { lazy, Suspense, useEffect, useRef, useState } from "react";

const SampleCarousel = lazy(() => import("./sample-carousel").then((m) => ({ default: m.SampleCarousel })));

/**
 * The sample carousel (Embla), fetched when its section comes within a screen of the viewport: it
 * sits far below the fold, so the landing page's first load does not pay for it. The slot keeps
 * the carousel's height meanwhile.
 */
export function CarouselSlot() {
	const slot = useRef<HTMLDivElement>(null);
	const [near, setNear] = useState(() => typeof IntersectionObserver === "undefined");
	useEffect(() => {
		const el = slot.current;
		if (near || !el) return;
		const observer = new IntersectionObserver(
			(entries) => {
				if (entries.some((entry) => entry.isIntersecting)) setNear(true);
			},
			{ rootMargin: "100% 0px" },
		);
		observer.observe(el);
		return () => observer.disconnect();
	}, [near]);
	return (
		<div ref={slot} className={near ? undefined : "min-h-[560px]"}>
			{near && (
				<Suspense fallback={null}>
					<SampleCarousel />
				</Suspense>
			)}
		</div>
	);
}
