import { Head } from '../../../components/ui/head';
import { ClaimBusinessPage } from '../../../features/claim-business/claim-business-page';

/** /claim-your-business. */
export function ClaimBusinessRoute() {
  return (
    <>
      <Head title="Add Your Business for free" />
      <ClaimBusinessPage />
    </>
  );
}
