import type { ReactNode } from "react";

export function FormSection({
	title,
	description,
	children,
}: {
	title: string;
	description?: string;
	children: ReactNode;
}) {
	return (
		<section className="rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] sm:p-8">
			<h2 className="font-display text-lg font-extrabold text-ink-900">{title}</h2>
			{description && <p className="mt-1 text-sm text-ink-500">{description}</p>}
			<div className="mt-5 grid gap-5">{children}</div>
		</section>
	);
}
