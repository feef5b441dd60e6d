/**
 * What a paid-variant product includes, as its customers read it: the service types it lists,
 * each named by the title of its service document's tile, once however many documents share it
 * (the paediatric and gynaecological consultations are both "specialist consultation").
 */
import type { ServiceType } from '../../generated/config-types';

export function includedServiceTitles(types: readonly number[], services: Readonly<Record<string, Pick<ServiceType, 'value' | 'tile'>>>): string[] {
  const titles: string[] = [];
  for (const type of types) {
    const title = Object.values(services).find((service) => service.value === type && service.tile)?.tile?.title;
    if (title && !titles.includes(title)) titles.push(title);
  }
  return titles;
}
