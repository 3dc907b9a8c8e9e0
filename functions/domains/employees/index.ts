import { getBusinessById } from '../../data/entities/business';
import { addEmployee, findEmployee, listEmployees, removeEmployee, updateEmployee } from '../../data/entities/employee';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import { createDomainHandler, defineRoute, reply, type Caller, type DomainRoutes } from '../../lib/http';
import { AddEmployeeSchema, EmployeeIdPathSchema, TeamQuerySchema, UpdateEmployeeSchema } from '../../../shared/schemas/employee';
import { assertOwnNewKeys } from '../../lib/upload-keys';
import { canManage } from '../../data/responses/business-response';
import { toEmployeeResponse } from '../../data/responses/employee-response';
import { msg } from '../../../shared/i18n/catalog';

/** Team changes are for the business's owner or an admin. */
async function assertManages(businessId: string, caller: Caller) {
  const business = await getBusinessById(businessId);
  if (!business) throw new NotFoundError(msg('Business not found'));
  if (!canManage(business, caller)) throw new ForbiddenError(msg('Only the owner of this business or an admin can manage its team'));
}

async function loadManagedEmployee(employeeId: string, caller: Caller) {
  const employee = await findEmployee(employeeId);
  if (!employee) throw new NotFoundError(msg('Team member not found'));
  await assertManages(employee.businessId, caller);
  return employee;
}

export const employeesRoutes: DomainRoutes<'employees'> = {
  // A business's team (public).
  'GET /employee/all': defineRoute({
    query: TeamQuerySchema,
    handler: async ({ query }) => ({ data: (await listEmployees(query.businessId)).map(toEmployeeResponse) }),
  }),

  // Adds a team member: the business's owner or an admin; a photo must be the caller's own upload.
  'POST /employee/add': defineRoute({
    body: AddEmployeeSchema,
    handler: async ({ body, caller }) => {
      await assertManages(body.businessId, caller);
      assertOwnNewKeys([body.image], new Set(), caller, 'profile');
      return reply(201, { data: toEmployeeResponse(await addEmployee(body)) });
    },
  }),

  // Changes a team member: the business's owner or an admin.
  'PATCH /employee/update/{id}': defineRoute({
    path: EmployeeIdPathSchema,
    body: UpdateEmployeeSchema,
    handler: async ({ path, body, caller }) => {
      const employee = await loadManagedEmployee(path.id, caller);
      assertOwnNewKeys([body.image], new Set([employee.image].filter((key): key is string => Boolean(key))), caller, 'profile');
      const updated = await updateEmployee(employee, body);
      if (!updated) throw new NotFoundError(msg('Team member not found'));
      return { data: toEmployeeResponse(updated) };
    },
  }),

  // Removes a team member: the business's owner or an admin.
  'DELETE /employee/delete/{id}': defineRoute({
    path: EmployeeIdPathSchema,
    handler: async ({ path, caller }) => {
      await removeEmployee(await loadManagedEmployee(path.id, caller));
      return reply(204, undefined);
    },
  }),
};

export const handler = createDomainHandler('employees', employeesRoutes);
