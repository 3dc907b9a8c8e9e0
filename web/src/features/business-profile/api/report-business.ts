import { useMutation } from '@tanstack/react-query';
import type { BusinessReportInput } from '@shared/schemas/listing-feedback';
import { api } from '../../../lib/api-client';

/** POST /report/add: tells the moderators what is wrong with the listing. */
export function reportBusiness(input: BusinessReportInput) {
  return api.post<{ message: string }>('/report/add', input);
}

export function useReportBusiness() {
  return useMutation({ mutationFn: reportBusiness });
}
