import { useMutation } from '@tanstack/react-query';
import type { BusinessReportInput } from '@shared/schemas/listing-feedback';
import { apiRoute } from '../../../lib/api-route';

/** POST /report/add: tells the moderators what is wrong with the listing. */
export function reportBusiness(input: BusinessReportInput) {
  return apiRoute('POST /report/add', { body: input });
}

export function useReportBusiness() {
  return useMutation({ mutationFn: reportBusiness });
}
