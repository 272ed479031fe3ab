/** The landing hero's illustration: layered peaks, a lake, a winding trail and a family's flag. */
export function HeroScene({ className }: { className?: string }) {
	return (
		<svg viewBox="0 0 1200 600" preserveAspectRatio="xMidYMid slice" aria-hidden className={className}>
			<defs>
				<linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
					<stop offset="0" stopColor="#0e7e72" />
					<stop offset="0.55" stopColor="#2bb9a6" />
					<stop offset="1" stopColor="#fdba74" />
				</linearGradient>
				<linearGradient id="hero-lake" x1="0" y1="0" x2="0" y2="1">
					<stop offset="0" stopColor="#59d5c1" />
					<stop offset="1" stopColor="#149d8c" />
				</linearGradient>
			</defs>
			<rect width="1200" height="600" fill="url(#hero-sky)" />
			<circle cx="880" cy="210" r="70" fill="#fb923c" opacity="0.9">
				<animate attributeName="cy" values="214;204;214" dur="9s" repeatCount="indefinite" />
			</circle>
			<g fill="#ffffff" opacity="0.7">
				<ellipse cx="240" cy="130" rx="70" ry="16">
					<animate attributeName="cx" values="240;300;240" dur="30s" repeatCount="indefinite" />
				</ellipse>
				<ellipse cx="640" cy="90" rx="90" ry="18">
					<animate attributeName="cx" values="640;560;640" dur="36s" repeatCount="indefinite" />
				</ellipse>
			</g>
			<path
				d="M0 420 L170 250 L300 360 L470 190 L640 380 L800 260 L980 400 L1200 280 L1200 600 L0 600 Z"
				fill="#12504b"
				opacity="0.55"
			/>
			<path d="M470 190 L510 236 L470 228 L432 240 Z" fill="#ffffff" opacity="0.9" />
			<path d="M0 470 L220 330 L380 440 L560 320 L760 450 L930 340 L1200 470 L1200 600 L0 600 Z" fill="#10655d" />
			<path d="M0 520 C 200 480, 380 520, 600 500 S 1000 470, 1200 510 L1200 600 L0 600 Z" fill="url(#hero-lake)" />
			<path
				d="M150 600 C 260 540, 420 560, 520 520 S 700 470, 760 440"
				fill="none"
				stroke="#fff7ed"
				strokeWidth="6"
				strokeLinecap="round"
				strokeDasharray="2 16"
			/>
			<g transform="translate(752 380)">
				<rect x="0" y="0" width="4" height="62" fill="#fff7ed" />
				<path d="M4 2 L40 12 L4 24 Z" fill="#f97316" />
			</g>
			<g fill="#13433f">
				<path d="M60 600 L90 520 L120 600 Z" />
				<path d="M100 600 L125 540 L150 600 Z" />
				<path d="M1050 600 L1082 510 L1114 600 Z" />
				<path d="M1100 600 L1126 540 L1152 600 Z" />
			</g>
		</svg>
	);
}
