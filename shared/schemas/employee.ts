import { z } from 'zod';

/** A team member as the owner enters them. */
export const EmployeeSchema = z.object({
  firstName: z.string({ error: 'First name is required' }).trim().min(1, 'First name is required').max(60),
  lastName: z.string({ error: 'Last name is required' }).trim().min(1, 'Last name is required').max(60),
  designation: z.string().trim().max(80).optional(),
  image: z.string().max(500).optional(),
});
export const AddEmployeeSchema = EmployeeSchema.extend({ businessId: z.string().min(1, 'Business ID not found').max(64) });
export const UpdateEmployeeSchema = EmployeeSchema.partial();
