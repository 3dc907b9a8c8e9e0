import type { EmployeeItem } from '../../data/entities/employee';
import type { EmployeeResponse } from '../../../shared/schemas/employee';

/** A team member as the API returns it (spec 1 §3 Employee). */
export function toEmployeeResponse(employee: EmployeeItem): EmployeeResponse {
  return {
    _id: employee.employeeId,
    businessId: employee.businessId,
    firstName: employee.firstName,
    lastName: employee.lastName,
    designation: employee.designation ?? '',
    image: employee.image,
  };
}
