import { forwardRef, type InputHTMLAttributes, type LabelHTMLAttributes } from "react";
import { cn } from "../../lib/cn";

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
	{ className, ...props },
	ref,
) {
	return (
		<input
			ref={ref}
			className={cn(
				"h-11 w-full rounded-xl border border-sand-200 bg-white px-4 text-base text-ink-900 placeholder:text-ink-500/70",
				"focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:opacity-60",
				"aria-[invalid=true]:border-red-500",
				className,
			)}
			{...props}
		/>
	);
});

export function Label({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
	// biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor
	return <label className={cn("text-sm font-semibold text-ink-700", className)} {...props} />;
}

export function FieldError({ id, children }: { id?: string; children?: string }) {
	if (!children) return null;
	return (
		<p id={id} role="alert" className="text-sm text-red-600">
			{children}
		</p>
	);
}
