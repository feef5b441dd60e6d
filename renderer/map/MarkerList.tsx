/**
 * The accessible alternative to the canvas: every marker as a link (or a button when it has no
 * page), in the same order as the results. It is visually hidden until keyboard focus enters it,
 * then shown, because a focused element nobody can see fails "visible focus" (UX.md).
 * A plain click on a link goes through onSelect so the app can navigate with its router; a click
 * with a modifier key (new tab, new window) is left to the browser.
 */
import { useState, type CSSProperties, type FocusEvent, type MouseEvent } from 'react';
import type { MapMarker } from './mapMarker';

/** The usual clip pattern; the app's .visually-hidden class does the same where it is loaded. */
const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

interface MarkerListProps {
  markers: readonly MapMarker[];
  label: string;
  onSelect?(id: string): void;
}

const plainClick = (e: MouseEvent): boolean => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

export function MarkerList({ markers, label, onSelect }: MarkerListProps) {
  const [focused, setFocused] = useState(false);
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
  };
  return (
    <div
      className={focused ? 'provider-map__list' : 'provider-map__list visually-hidden'}
      style={focused ? undefined : VISUALLY_HIDDEN}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <ul aria-label={label}>
        {markers.map((marker) => (
          <li key={marker.id}>
            {marker.href !== undefined ? (
              <a
                href={marker.href}
                onClick={(e) => {
                  if (!onSelect || !plainClick(e)) return;
                  e.preventDefault();
                  onSelect(marker.id);
                }}
              >
                {marker.label}
              </a>
            ) : onSelect ? (
              <button type="button" onClick={() => onSelect(marker.id)}>{marker.label}</button>
            ) : (
              marker.label
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
