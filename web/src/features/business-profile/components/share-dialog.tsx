import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { useT } from '../../../i18n';

const COPIED_FEEDBACK_MS = 2000;

/** Share a listing: copy the link, email, messaging app, Facebook, LinkedIn, X/Twitter, or the device's own share sheet. */
export function ShareDialog({ open, onClose, url, title }: { open: boolean; onClose: () => void; url: string; title: string }) {
  const t = useT();
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const encodedUrl = encodeURIComponent(url);
  const text = encodeURIComponent(t('{title} on Sbiz', { title }));
  const targets = [
    { label: t('Email'), href: `mailto:?subject=${text}&body=${encodedUrl}` },
    { label: 'WhatsApp', href: `https://wa.me/?text=${text}%20${encodedUrl}` },
    { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}` },
    { label: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}` },
    { label: 'Twitter', href: `https://twitter.com/intent/tweet?url=${encodedUrl}&text=${text}` },
  ];

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast.show({ message: t('Link copied!') });
    } catch {
      toast.show({ message: t('Failed to copy'), type: 'error' });
    }
  }

  async function deviceShare() {
    if (!navigator.share) return toast.show({ message: t('Share not supported'), type: 'warning' });
    try {
      await navigator.share({ title, url });
      toast.show({ message: t('Shared successfully!') });
    } catch {
      toast.show({ message: t('Share failed'), type: 'error' });
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title={t('Share this business')}>
      <div className="share">
        <label className="field__label" htmlFor="share-url">
          {t('Link')}
        </label>
        <div className="share__copy">
          <input id="share-url" className="input" value={url} readOnly onFocus={(event) => event.currentTarget.select()} />
          <Button onClick={() => void copy()}>{copied ? t('Copied') : t('Copy')}</Button>
        </div>
        <ul className="share__targets">
          {targets.map((target) => (
            <li key={target.label}>
              <a className="btn btn--outline btn--md" href={target.href} target="_blank" rel="noopener noreferrer">
                {target.label}
              </a>
            </li>
          ))}
          <li>
            <Button variant="outline" onClick={() => void deviceShare()}>
              {t('More options')}
            </Button>
          </li>
        </ul>
      </div>
    </Dialog>
  );
}
