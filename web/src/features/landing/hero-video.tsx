import { useEffect, useState } from "react";
import { cn } from "../../lib/cn";

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";

/** True while the visitor asks for less motion (follows changes of the setting). */
function usePrefersReducedMotion() {
	const [reduced, setReduced] = useState(() => window.matchMedia?.(reducedMotionQuery).matches ?? false);
	useEffect(() => {
		const query = window.matchMedia?.(reducedMotionQuery);
		if (!query) return;
		const onChange = () => setReduced(query.matches);
		onChange();
		query.addEventListener("change", onChange);
		return () => query.removeEventListener("change", onChange);
	}, []);
	return reduced;
}

/** Resolves once the page has loaded and the browser is idle, so the video never competes with the first paint. */
function afterFirstPaint(run: () => void) {
	let cancelled = false;
	let idle: number | undefined;
	let timer: ReturnType<typeof setTimeout> | undefined;
	// Safari has no requestIdleCallback.
	const hasIdle = typeof window.requestIdleCallback === "function";
	const start = () => {
		if (cancelled) return;
		if (hasIdle) idle = window.requestIdleCallback(run, { timeout: 2000 });
		else timer = setTimeout(run, 200);
	};
	if (document.readyState === "complete") start();
	else window.addEventListener("load", start, { once: true });
	return () => {
		cancelled = true;
		window.removeEventListener("load", start);
		if (idle !== undefined) window.cancelIdleCallback(idle);
		if (timer !== undefined) clearTimeout(timer);
	};
}

/**
 * The hero's decorative background: the poster image at first paint, then (unless the visitor prefers
 * reduced motion) the looping, muted clip made for the product, mounted once the page is idle.
 */
export function HeroVideo({ className }: { className?: string }) {
	const reduced = usePrefersReducedMotion();
	const [load, setLoad] = useState(false);
	const [playing, setPlaying] = useState(false);
	useEffect(() => {
		if (reduced) return;
		return afterFirstPaint(() => setLoad(true));
	}, [reduced]);
	const showVideo = load && !reduced;
	return (
		<div aria-hidden className={cn("overflow-hidden bg-brand-700", className)} data-testid="hero-media">
			<img
				src="/media/hero-poster.webp"
				alt=""
				width={960}
				height={540}
				fetchPriority="high"
				decoding="async"
				className="absolute inset-0 size-full object-cover object-[70%_center]"
			/>
			{showVideo && (
				<video
					aria-hidden
					tabIndex={-1}
					autoPlay
					muted
					loop
					playsInline
					preload="none"
					poster="/media/hero-poster.webp"
					disablePictureInPicture
					onPlaying={() => setPlaying(true)}
					className={cn(
						"absolute inset-0 size-full object-cover object-[70%_center] transition-opacity duration-700",
						playing ? "opacity-100" : "opacity-0",
					)}
				>
					<source src="/media/hero.webm" type="video/webm" />
					<source src="/media/hero.mp4" type="video/mp4" />
				</video>
			)}
		</div>
	);
}
