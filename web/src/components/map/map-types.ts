/** A pin on a map: a listing's position, its name, and where its name links to. */
export interface MapPin {
  id: string;
  lat: number;
  lng: number;
  label: string;
  href?: string;
}

export interface MapProps {
  /** The map's accessible name ("Map of the results"). */
  label: string;
  pins: MapPin[];
  /** Zoom for a single pin (a map of several fits them all). */
  zoom?: number;
  /** The owner's pin-drop: the one pin can be dragged, and a click on the map moves it there. */
  onPinMove?: (point: { lat: number; lng: number }) => void;
  className?: string;
}
