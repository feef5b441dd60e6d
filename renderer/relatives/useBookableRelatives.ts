/**
 * The relatives a booking or a care request can be made for (issue 13): the patient's listed
 * relatives when the brand offers the relatives page and the patient may use it (its permission
 * flag and service type, as the server's requireRelatives); none otherwise, and none while the
 * list loads or when it cannot be read: the patient then books for themself, as before.
 */
import type { Relative } from '../../generated/config-types';
import { useListRelativesQuery } from '../api/relativesApi';
import { useBundle } from '../app/bundle';
import { useAppSelector } from '../app/hooks';
import { selectGuardUser } from '../app/sessionSlice';
import { relativesOfService } from '../domain/brand/relativesOfService';

const NONE: Relative[] = [];

export function useBookableRelatives(): Relative[] {
  const bundle = useBundle();
  const user = useAppSelector(selectGuardUser);
  const service = Object.values(bundle.services).find((s) => s?.route && relativesOfService(s));
  const route = service?.route ? bundle.routes[service.route] : undefined;
  const permission = route?.permission;
  const allowed = !!service && !!route && !!user && user.services.includes(service.value) && (!permission || user.flags[permission] === true);
  const { data } = useListRelativesQuery(undefined, { skip: !allowed });
  return allowed && data ? data.relatives : NONE;
}
