import type { LucideIcon, LucideProps } from 'lucide-react';

/** Icon props as the app's icons have always taken them: any SVG attribute, and a size (20 by default). */
export type IconProps = Omit<LucideProps, 'ref'>;

/**
 * A lucide icon as a decorative app icon: 20 px, currentColor, hidden from
 * assistive technology (name the control that holds it instead).
 */
// Marked free of side effects, so an icon that no screen draws is left out of the bundle.
/*#__NO_SIDE_EFFECTS__*/
export function decorative(Lucide: LucideIcon) {
  const Icon = ({ size = 20, ...props }: IconProps) => <Lucide size={size} aria-hidden="true" focusable="false" {...props} />;
  Icon.displayName = `${Lucide.displayName ?? 'Lucide'}Icon`;
  return Icon;
}
