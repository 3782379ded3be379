import type { ReactNode } from 'react';

/**
 * The frame of the kit's small line icons: 24-unit grid, drawn with the text colour, hidden
 * from assistive technology (the text beside each icon says what it means).
 */
export interface IconProps {
  className?: string;
}

export function Icon({ className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
