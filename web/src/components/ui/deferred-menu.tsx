import { type KeyboardEvent, type ReactNode, Suspense, useState } from "react";

/**
 * A menu button whose menu (a Radix dropdown, with its positioning engine) is fetched when first
 * wanted: a plain button until then — pointing at it or focusing it starts the fetch; pressing it
 * (or ArrowDown) shows `menu`, which must open at once (`defaultOpen`).
 */
export function DeferredMenu({
	label,
	className,
	preload,
	menu,
	children,
}: {
	label: string;
	className: string;
	preload: () => unknown;
	menu: ReactNode;
	children: ReactNode;
}) {
	const [wanted, setWanted] = useState(false);
	const placeholder = (
		<button
			type="button"
			aria-label={label}
			aria-haspopup="menu"
			aria-expanded={false}
			className={className}
			onPointerEnter={() => void preload()}
			onFocus={() => void preload()}
			onClick={() => setWanted(true)}
			onKeyDown={(event: KeyboardEvent) => {
				if (event.key === "ArrowDown") setWanted(true);
			}}
		>
			{children}
		</button>
	);
	if (!wanted) return placeholder;
	return <Suspense fallback={placeholder}>{menu}</Suspense>;
}
