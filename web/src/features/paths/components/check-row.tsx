import type { ReactNode } from "react";
import { cn } from "../../../lib/cn";

/**
 * One checkbox row of the add dialogs: ticked rows stand out; an `already` row (the place is on
 * that path already) is shown ticked and cannot be changed.
 */
export function CheckRow({
	value,
	checked,
	already,
	onToggle,
	children,
}: {
	value: string;
	checked: boolean;
	already: boolean;
	onToggle: () => void;
	children: ReactNode;
}) {
	return (
		<label
			className={cn(
				"flex min-w-0 items-center gap-3 rounded-2xl border p-3",
				already ? "cursor-not-allowed border-sand-200 bg-sand-50 text-ink-500" : "cursor-pointer",
				!already && (checked ? "border-brand-600 bg-brand-50" : "border-sand-200 hover:bg-sand-100"),
			)}
		>
			<input
				type="checkbox"
				value={value}
				checked={already || checked}
				disabled={already}
				onChange={onToggle}
				className="size-4 shrink-0 accent-brand-600"
			/>
			{children}
		</label>
	);
}
