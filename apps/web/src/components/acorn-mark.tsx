/** The Acorn mark (the same drawing as public/favicon.svg); decorative, the wordmark names it. */
export function AcornMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <path d="M30 4.5a2 2 0 0 1 4 0V12h-4z" fill="#5f3a10" />
      <path d="M34 9c3-4 8-5.5 12-4" fill="none" stroke="#5f3a10" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M7 27c0-10 11-16 25-16s25 6 25 16c0 2.5-1.8 4-4.5 4h-41C8.8 31 7 29.5 7 27z" fill="#9a5f19" />
      <path
        d="M14 21.5c5-3 11-4.2 18-4.2s13 1.2 18 4.2M11.5 26.5c6-2.8 13-4 20.5-4s14.5 1.2 20.5 4"
        fill="none"
        stroke="#d18d32"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <path d="M12.5 31h39c0 15.5-8 26-19.5 29.5C20.5 57 12.5 46.5 12.5 31z" fill="#1f6f4a" />
      <path
        d="M19.5 35.5c0.5 8 3.5 14 8.5 18"
        fill="none"
        stroke="#6fb890"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}
