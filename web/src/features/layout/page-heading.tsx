import type { ReactNode } from "react";

export function PageHeading({ title, subtitle, action }: { title: string; subtitle?: string; action?: ReactNode }) {
	return (
		<div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
			<div>
				<h1 className="font-display text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">{title}</h1>
				{subtitle && <p className="mt-2 text-base text-ink-500">{subtitle}</p>}
			</div>
			{action}
		</div>
	);
}
