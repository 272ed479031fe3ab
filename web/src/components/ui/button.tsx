import { type ButtonHTMLAttributes, forwardRef } from "react";
import { cn } from "../../lib/cn";

const variants = {
	primary: "bg-brand-600 text-white hover:bg-brand-700 shadow-sm",
	// White on orange needs the deep shade for 4.5:1 contrast.
	accent: "bg-sunrise-700 text-white hover:bg-sunrise-800 shadow-sm",
	outline: "border border-sand-200 bg-white text-ink-900 hover:bg-sand-100",
	ghost: "text-ink-700 hover:bg-sand-100",
	destructive: "bg-red-600 text-white hover:bg-red-700",
} as const;

const sizes = {
	sm: "h-9 px-3 text-sm",
	md: "h-11 px-5 text-sm",
	lg: "h-12 px-6 text-base",
	icon: "h-10 w-10",
} as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
	variant?: keyof typeof variants;
	size?: keyof typeof sizes;
}

/** Tailwind classes of a button, for links styled as buttons. */
export function buttonClasses(
	variant: keyof typeof variants = "primary",
	size: keyof typeof sizes = "md",
	extra?: string,
) {
	return cn(
		// One line always: a label that wraps at 375 px reads as two buttons.
		"inline-flex shrink-0 items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-colors",
		"disabled:pointer-events-none disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500",
		variants[variant],
		sizes[size],
		extra,
	);
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
	{ variant = "primary", size = "md", className, type = "button", ...props },
	ref,
) {
	return <button ref={ref} type={type} className={buttonClasses(variant, size, className)} {...props} />;
});
