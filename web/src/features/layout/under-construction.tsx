import { Hammer } from "lucide-react";
import type { ReactNode } from "react";
import { PageHeading } from "./page-heading";

/**
 * A screen whose feature has not shipped yet: its real heading and a plain note, never sample
 * data standing in for the user's own.
 */
export function UnderConstruction({
	title,
	subtitle,
	children,
}: {
	title: string;
	subtitle?: string;
	children?: ReactNode;
}) {
	return (
		<main className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
			<PageHeading title={title} subtitle={subtitle} />
			<div className="mt-10 flex flex-col items-center gap-3 rounded-[var(--radius-card)] border border-dashed border-sand-200 bg-white/60 px-6 py-16 text-center">
				<Hammer aria-hidden className="size-8 text-sunrise-500" />
				<p className="font-semibold text-ink-700">This part of Adventure Guide is on its way.</p>
				{children}
			</div>
		</main>
	);
}
