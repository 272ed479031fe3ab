import { Link } from "react-router-dom";
import { buttonClasses } from "../../components/ui/button";
import { paths } from "../../lib/paths";

export function NotFoundPage() {
	return (
		<main className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
			<svg viewBox="0 0 160 100" aria-hidden className="mb-6 w-48">
				<path d="M10 90 L55 30 L80 62 L98 44 L150 90 Z" fill="var(--color-brand-100)" />
				<path d="M55 30 L64 42 L55 40 L47 42 Z" fill="#fff" />
				<circle cx="118" cy="26" r="12" fill="var(--color-sunrise-300)" />
				<path
					d="M30 96 C 40 80, 70 84, 76 72 S 96 66, 104 60"
					fill="none"
					stroke="var(--color-sunrise-500)"
					strokeWidth="3"
					strokeLinecap="round"
					strokeDasharray="1 7"
				/>
				<text x="104" y="58" fontSize="16" fontWeight="700" fill="var(--color-brand-700)">
					?
				</text>
			</svg>
			<h1 className="font-display text-3xl font-extrabold text-ink-900">Page Not Found</h1>
			<p className="mt-3 text-ink-500">This trail doesn't lead anywhere. Let's get you back on the map.</p>
			<Link to={paths.home} className={buttonClasses("primary", "md", "mt-8")}>
				Back to home
			</Link>
		</main>
	);
}
