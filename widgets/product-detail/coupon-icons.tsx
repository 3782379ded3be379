import { Icon, type IconProps } from './icon';

/** The coupon carousel's icons: they load with it (coupon-carousel.tsx). */

export const TagIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 12.5V4a1 1 0 0 1 1-1h8.5L21 11.5 12.5 20z" />
    <circle cx="7.5" cy="7.5" r="1.5" />
  </Icon>
);

/** Pause (two bars) or play (triangle), for the carousel's rotation button. */
export const RotationIcon = ({ playing, ...props }: IconProps & { playing: boolean }) => (
  <Icon {...props}>{playing ? <path d="M9 6v12M15 6v12" /> : <path d="M8 5.5v13l10-6.5z" />}</Icon>
);
