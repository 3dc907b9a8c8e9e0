import { useState } from 'react';
import { removalReasonLabels, removalReasons, type RemovalReason } from '@shared/business/enums';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { api, errorMessage } from '../../../lib/api-client';

interface ListingRequestProps {
  open: boolean;
  onClose: () => void;
  businessId: string;
  cityName: string;
  profileUrl: string;
}

/**
 * Request removal (spec 1 §2): reasons as checkboxes; duplicateOf shows only
 * when duplicate is ticked and urlOfListing only when moved is, both
 * defaulting to this listing's own URL. Nothing is required (spec 1 §5).
 */
export function RemovalRequestDialog({ open, onClose, businessId, cityName, profileUrl }: ListingRequestProps) {
  const toast = useToast();
  const [reasons, setReasons] = useState<RemovalReason[]>([]);
  const [duplicateOf, setDuplicateOf] = useState(profileUrl);
  const [urlOfListing, setUrlOfListing] = useState(profileUrl);
  const [additionalInfo, setAdditionalInfo] = useState('');
  const [sending, setSending] = useState(false);
  const toggle = (reason: RemovalReason) => setReasons((current) => (current.includes(reason) ? current.filter((r) => r !== reason) : [...current, reason]));

  async function submit() {
    setSending(true);
    try {
      await api.post('/duplicate/add', {
        reasons: reasons.map((reason) => reason.toUpperCase()),
        additionalInfo,
        duplicateOf: reasons.includes('duplicate') ? duplicateOf : undefined,
        urlOfListing: reasons.includes('moved') ? urlOfListing : undefined,
        businessId,
        cityName,
      });
      toast.show({ message: 'Submitted successfully!' });
      onClose();
    } catch (error) {
      toast.show({ message: errorMessage(error), type: 'error' });
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title="Request removal">
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <fieldset className="choice-list">
          <legend className="field__label">Why should this listing be removed? *</legend>
          {removalReasons.map((reason) => (
            <label key={reason} className="choice">
              <input type="checkbox" checked={reasons.includes(reason)} onChange={() => toggle(reason)} /> {removalReasonLabels[reason]}
            </label>
          ))}
        </fieldset>
        {reasons.includes('duplicate') && (
          <div className="field">
            <label className="field__label" htmlFor="duplicate-of">
              Duplicate of
            </label>
            <input id="duplicate-of" className="input" value={duplicateOf} onChange={(event) => setDuplicateOf(event.target.value)} />
          </div>
        )}
        {reasons.includes('moved') && (
          <div className="field">
            <label className="field__label" htmlFor="url-of-listing">
              URL of the new listing
            </label>
            <input id="url-of-listing" className="input" value={urlOfListing} onChange={(event) => setUrlOfListing(event.target.value)} />
          </div>
        )}
        <div className="field">
          <label className="field__label" htmlFor="removal-info">
            Additional information
          </label>
          <textarea id="removal-info" className="input textarea" rows={3} value={additionalInfo} onChange={(event) => setAdditionalInfo(event.target.value)} />
        </div>
        <Button type="submit" isLoading={sending}>
          Submit
        </Button>
      </form>
    </Dialog>
  );
}

interface SuggestEditProps extends Omit<ListingRequestProps, 'profileUrl'> {
  current: { name: string; phone?: string; website?: string; street?: string };
}

/** Suggest an edit: the changed fields go to the admins as an edit request. */
export function SuggestEditDialog({ open, onClose, businessId, cityName, current }: SuggestEditProps) {
  const toast = useToast();
  const [values, setValues] = useState(current);
  const [sending, setSending] = useState(false);

  async function submit() {
    const requestedFields: Record<string, unknown> = {};
    if (values.name !== current.name) requestedFields.name = values.name;
    if (values.website !== current.website) requestedFields.website = values.website;
    if (values.phone !== current.phone) requestedFields.contact = { phone: values.phone };
    if (values.street !== current.street) requestedFields.address = { street: values.street };
    if (!Object.keys(requestedFields).length) return toast.show({ message: 'Please change at least one field', type: 'warning' });
    setSending(true);
    try {
      await api.post('/businesses/submitEditRequest', { businessId, cityName, requestedFields });
      toast.show({ message: 'Request Sent Successfully' });
      onClose();
    } catch (error) {
      toast.show({ message: errorMessage(error), type: 'error' });
    } finally {
      setSending(false);
    }
  }

  const fields: Array<[keyof typeof values, string]> = [
    ['name', 'Business name'],
    ['phone', 'Phone'],
    ['website', 'Website'],
    ['street', 'Street address'],
  ];
  return (
    <Dialog open={open} onClose={onClose} title="Suggest an edit">
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {fields.map(([field, label]) => (
          <div className="field" key={field}>
            <label className="field__label" htmlFor={`suggest-${field}`}>
              {label}
            </label>
            <input id={`suggest-${field}`} className="input" value={values[field] ?? ''} onChange={(event) => setValues({ ...values, [field]: event.target.value })} />
          </div>
        ))}
        <Button type="submit" isLoading={sending}>
          Send suggestion
        </Button>
      </form>
    </Dialog>
  );
}
