import { StatusPage } from '../../../components/status-page';

/** What a suspended listing shows instead of its profile (spec 1 §2). */
export function BusinessRemoved() {
  return <StatusPage eyebrow="Business Removed" title="No Longer Operating" text="We regret to inform you that this business is no longer in operation." actions={null} />;
}
