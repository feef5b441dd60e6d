/**
 * An icon of the brand's icon set (bundle.iconSet): path data on a 24×24 grid drawn in the set's
 * style. The wrapper is a 1em square with 1.5em ('md') and 2em ('lg') variants; 'lg' shrinks to
 * 1.5em below 575.98px (spec section 9, in components.css). Decorative unless labelled.
 */
import type { IconStyle } from '../../generated/config-types';
import { ICONS_PART_KEY } from '../domain/brand/bundleParts';
import { useBundlePart } from '../app/useBundlePart';

export type IconSize = 'sm' | 'md' | 'lg';

interface IconProps {
  name: string;
  size?: IconSize;
  /** Accessible name; without it the icon is hidden from assistive technology. */
  label?: string;
  className?: string;
}

/** SVG presentation attributes for one drawing mode. Duotone draws a tinted fill under the outline. */
function layers(style: IconStyle, d: string) {
  const stroke = {
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: style.strokeWidth,
    strokeLinecap: style.lineCap,
    strokeLinejoin: style.lineJoin,
  } as const;
  if (style.mode === 'fill') return <path d={d} fill="currentColor" />;
  if (style.mode === 'stroke') return <path d={d} {...stroke} />;
  return (
    <>
      <path d={d} fill="currentColor" fillOpacity={0.2} stroke="none" />
      <path d={d} {...stroke} />
    </>
  );
}

export function Icon({ name, size = 'sm', label, className }: IconProps) {
  // The set is a part of its own (the screens with tiles inline it); until it is here the box stays empty, at its size.
  const iconSet = useBundlePart('icons', ICONS_PART_KEY).part?.iconSet;
  const d = iconSet?.icons[name];
  const classes = ['icon', `icon--${size}`, className].filter(Boolean).join(' ');
  return (
    <span className={classes} {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}>
      {iconSet && d ? (
        <svg viewBox="0 0 24 24" width="100%" height="100%" focusable="false" aria-hidden="true">
          {layers(iconSet.style, d)}
        </svg>
      ) : null}
    </span>
  );
}
