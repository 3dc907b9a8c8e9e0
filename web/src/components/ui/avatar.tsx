import { useState } from 'react';
import { uploadUrl } from '@shared/uploads';
import { cn } from '../../utils/cn';

interface AvatarProps {
  /** The person's full name: used for the initials and the image's alt text. */
  name: string;
  /** An upload key or URL. */
  image?: string | null;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Hide from assistive technology when the name is already written next to it. */
  decorative?: boolean;
  className?: string;
}

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => word?.charAt(0).toUpperCase() ?? '').join('') || '?';
}

/** A round photo, or the person's initials on a tinted disc when there is no photo (or it fails to load). */
export function Avatar({ name, image, size = 'md', decorative = false, className }: AvatarProps) {
  const src = uploadUrl(image);
  const [failedSrc, setFailedSrc] = useState<string>();
  const showImage = src && failedSrc !== src;
  return (
    <span className={cn('avatar', `avatar--${size}`, className)} aria-hidden={decorative || undefined}>
      {showImage ? (
        <img src={src} alt={decorative ? '' : name} className="avatar__image" onError={() => setFailedSrc(src)} />
      ) : (
        // A decorative avatar draws its initials in CSS: they are not text of the control holding it, whose own name (say, 'Account menu for …') then matches what it shows.
        <span className="avatar__initials" role={decorative ? undefined : 'img'} aria-label={decorative ? undefined : name} data-initials={decorative ? initialsOf(name) : undefined}>
          {decorative ? null : initialsOf(name)}
        </span>
      )}
    </span>
  );
}
