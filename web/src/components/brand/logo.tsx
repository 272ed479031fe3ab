import { cn } from "../../lib/cn";

/** The Adventure Guide mark: a sunrise over two peaks with a winding trail. */
export function LogoMark({ className }: { className?: string }) {
	return (
		<svg viewBox="0 0 48 48" aria-hidden className={cn("size-9", className)}>
			<rect width="48" height="48" rx="14" fill="#0e7e72" />
			<circle cx="31" cy="17" r="6" fill="#fb923c" />
			<path d="M4 38 L17 19 L25 30 L30 24 L44 38 Z" fill="#c9f5ec" />
			<path d="M17 19 L21 25 L17 24 L13 25 Z" fill="#ffffff" />
			<path
				d="M22 44 C 20 39, 28 37, 25 33 C 23 30.5, 27 29, 28.5 27.5"
				fill="none"
				stroke="#f97316"
				strokeWidth="2.4"
				strokeLinecap="round"
				strokeDasharray="0.1 4.2"
			/>
		</svg>
	);
}

/** Full logo on wide screens, the mark alone on small ones. */
export function Logo({ className }: { className?: string }) {
	return (
		<span className={cn("inline-flex items-center gap-2", className)}>
			<LogoMark />
			<span className="hidden font-display text-xl font-extrabold tracking-tight text-brand-800 sm:inline">
				Adventure <span className="text-sunrise-600">Guide</span>
			</span>
		</span>
	);
}
