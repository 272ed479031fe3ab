import { useState } from "react";
import { isAppImageUrl } from "../../../../../domain/adventure/adventure-rules";
import { cn } from "../../../lib/cn";

const gradients = [
	"from-brand-500 via-brand-400 to-sunrise-300",
	"from-sunrise-400 via-sunrise-300 to-brand-200",
	"from-brand-700 via-brand-500 to-brand-200",
	"from-sunrise-500 via-brand-400 to-brand-700",
];

/**
 * The cover photo, or a gradient with a small mountain motif when there is none, it is not one of
 * the app's own images (covers stored before the rule are never loaded) or it fails to load.
 */
export function AdventureCover({ src, seed, className }: { src: string | null; seed: string; className?: string }) {
	const [failed, setFailed] = useState<string | null>(null);
	if (src && failed !== src && isAppImageUrl(src)) {
		return (
			<img
				src={src}
				alt=""
				loading="lazy"
				onError={() => setFailed(src)}
				className={cn("size-full object-cover", className)}
			/>
		);
	}
	let hash = 0;
	for (const ch of seed) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
	return (
		<div className={cn("relative size-full bg-gradient-to-br", gradients[hash % gradients.length], className)}>
			<svg
				viewBox="0 0 200 80"
				preserveAspectRatio="xMidYMax slice"
				aria-hidden
				className="absolute inset-x-0 bottom-0 h-2/3 w-full"
			>
				<path d="M0 80 L50 30 L80 55 L120 15 L160 50 L200 25 L200 80 Z" fill="#ffffff" opacity="0.25" />
				<path d="M0 80 L40 55 L90 70 L140 45 L200 65 L200 80 Z" fill="#ffffff" opacity="0.35" />
			</svg>
		</div>
	);
}
