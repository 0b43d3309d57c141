/**
 * The map's markers as small DOM icons (Leaflet divIcons), not images: a coloured pin per place, a
 * counted bubble per cluster or server cell, a city label. Each pin and bubble is a focusable
 * button (Leaflet's `keyboard` option) whose accessible name is the hidden text inside it, so a
 * screen reader hears "Solace Avenue, ₹8,500/sq ft" rather than "button".
 */
import L from 'leaflet';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A place: a round pin for listings, a square-ish one for projects, in the band's colour. */
export function pinIcon(colour: string, name: string, shape: 'project' | 'listing'): L.DivIcon {
  return L.divIcon({
    className: 'map-pin-icon',
    html: `<span class="map-pin map-pin--${shape}" style="--pin:${colour}"><span class="map-sr">${escapeHtml(name)}</span></span>`,
    iconSize: [30, 30],
    iconAnchor: [15, 15],
    popupAnchor: [0, -12],
  });
}

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** White or near-black, whichever contrasts more with the band colour (light bands get dark digits). */
export function textOn(hex: string): string {
  const l = luminance(hex);
  return 1.05 / (l + 0.05) >= (l + 0.05) / (luminance('#101828') + 0.05) ? '#ffffff' : '#101828';
}

/** A group: its count large, what it stands for in words for screen readers; projects' groups are squarer. */
export function bubbleIcon(
  colour: string,
  count: number,
  name: string,
  shape: 'project' | 'listing',
): L.DivIcon {
  const size = count < 10 ? 36 : count < 100 ? 42 : count < 1000 ? 48 : 54;
  const shown = count < 10_000 ? String(count) : `${Math.round(count / 1000)}k`;
  return L.divIcon({
    className: 'map-bubble-icon',
    html: `<span class="map-bubble map-bubble--${shape}" style="--pin:${colour};--ink:${textOn(colour)}"><span aria-hidden="true">${shown}</span><span class="map-sr">${escapeHtml(name)}</span></span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

export function cityLabelIcon(name: string): L.DivIcon {
  return L.divIcon({
    className: 'map-city-label',
    html: `<span>${escapeHtml(name)}</span>`,
    iconSize: [120, 20],
    iconAnchor: [60, 10],
  });
}
