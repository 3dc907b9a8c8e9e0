import * as z from 'zod';
import { msg } from '../i18n/catalog';

/** A team member as the owner enters them. */
export const EmployeeSchema = z.object({
  firstName: z
    .string({ error: msg('First name is required') })
    .trim()
    .min(1, msg('First name is required'))
    .max(60),
  lastName: z
    .string({ error: msg('Last name is required') })
    .trim()
    .min(1, msg('Last name is required'))
    .max(60),
  designation: z.string().trim().max(80).optional(),
  image: z.string().max(500).optional(),
});
export const AddEmployeeSchema = EmployeeSchema.extend({ businessId: z.string().min(1, msg('Business ID not found')).max(64) });
export const UpdateEmployeeSchema = EmployeeSchema.partial();

/** `GET /employee/all?businessId`: a business's team. */
export const TeamQuerySchema = z.object({
  businessId: z
    .string({ error: msg('Business ID not found') })
    .trim()
    .min(1, msg('Business ID not found'))
    .max(64),
});
/** The `{id}` of a team member in update and delete paths. */
export const EmployeeIdPathSchema = z.object({ id: z.string().trim().min(1).max(64) });

/** A team member as the API returns it (spec 1 §3 Employee). */
export interface EmployeeResponse {
  _id: string;
  businessId: string;
  firstName: string;
  lastName: string;
  designation: string;
  image?: string;
}

/** A listing's team member as the API returns it (the Our Team tab and the setup form's team). */
export interface TeamMember {
  _id: string;
  firstName: string;
  lastName: string;
  designation: string;
  image?: string;
}
