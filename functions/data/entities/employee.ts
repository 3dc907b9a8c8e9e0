import { randomUUID } from 'node:crypto';
import { Entity, type EntityItem } from 'electrodb';
import { isConditionFailure } from '../../lib/errors';
import { entityConfig } from '../client';

/** A member of a business's team, shown on the profile's Our Team tab. */
export const EmployeeEntity = new Entity(
  {
    model: { entity: 'employee', version: '1', service: 'sbiz' },
    attributes: {
      businessId: { type: 'string', required: true, readOnly: true },
      employeeId: { type: 'string', required: true, readOnly: true, default: () => randomUUID() },
      firstName: { type: 'string', required: true },
      lastName: { type: 'string', required: true },
      designation: { type: 'string' },
      image: { type: 'string' },
      createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    },
    indexes: {
      byBusiness: { pk: { field: 'pk', composite: ['businessId'] }, sk: { field: 'sk', composite: ['employeeId'] } },
      byId: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['employeeId'] }, sk: { field: 'gsi1sk', composite: [] } },
    },
  },
  entityConfig(),
);

export type EmployeeItem = EntityItem<typeof EmployeeEntity>;

/** A business's team, in the order members were added. */
export async function listEmployees(businessId: string): Promise<EmployeeItem[]> {
  const { data } = await EmployeeEntity.query.byBusiness({ businessId }).go({ pages: 'all' });
  return data.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** The first `limit` members of a team in the order they were added, from one Query page (teams are small). */
export async function listTeamPreview(businessId: string, limit: number): Promise<EmployeeItem[]> {
  const { data } = await EmployeeEntity.query.byBusiness({ businessId }).go({ limit: 100 });
  return data.sort((a, b) => a.createdAt.localeCompare(b.createdAt)).slice(0, limit);
}

/** Which team member has this id (and so which business is theirs)? */
export async function findEmployee(employeeId: string): Promise<EmployeeItem | undefined> {
  const { data } = await EmployeeEntity.query.byId({ employeeId }).go({ limit: 1 });
  return data[0];
}

/** Adds a member to a business's team. */
export async function addEmployee(input: Pick<EmployeeItem, 'businessId' | 'firstName' | 'lastName' | 'designation' | 'image'>) {
  const { data } = await EmployeeEntity.create(input).go();
  return data;
}

/** Changes a member's details; undefined when the member is gone (guarded by existence). */
export async function updateEmployee(employee: EmployeeItem, changes: Partial<Pick<EmployeeItem, 'firstName' | 'lastName' | 'designation' | 'image'>>) {
  try {
    const { data } = await EmployeeEntity.patch({ businessId: employee.businessId, employeeId: employee.employeeId }).set(changes).go({ response: 'all_new' });
    return data;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** Removes a member from the team. */
export async function removeEmployee(employee: EmployeeItem) {
  await EmployeeEntity.delete({ businessId: employee.businessId, employeeId: employee.employeeId }).go();
}
