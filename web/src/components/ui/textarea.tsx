import { forwardRef, type TextareaHTMLAttributes } from "react";
import { cn } from "../../lib/cn";

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function Textarea(
	{ className, ...props },
	ref,
) {
	return (
		<textarea
			ref={ref}
			className={cn(
				"min-h-24 w-full rounded-xl border border-sand-200 bg-white px-4 py-3 text-base text-ink-900 placeholder:text-ink-500/70",
				"focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-[invalid=true]:border-red-500",
				className,
			)}
			{...props}
		/>
	);
});
