/**
 * The address contract of the reservation screen: /services/provider-search/reservation
 * ?slotId=&subfunctionId=. The search results link here and other screens (appointments, e2e
 * specs) rely on it, so it is built and read in this one place.
 */
export const RESERVATION_PATH = '/services/provider-search/reservation';

export interface ReservationTarget {
  slotId: number;
  subfunctionId: number;
}

export function reservationHref(target: ReservationTarget): string {
  const params = new URLSearchParams({ slotId: String(target.slotId), subfunctionId: String(target.subfunctionId) });
  return `${RESERVATION_PATH}?${params.toString()}`;
}

const POSITIVE_ID = /^[1-9]\d{0,9}$/;

/** The slot and service of the query; null when either is missing or not a positive id. */
export function parseReservationTarget(search: string | URLSearchParams): ReservationTarget | null {
  const params = new URLSearchParams(search);
  const slotId = params.get('slotId') ?? '';
  const subfunctionId = params.get('subfunctionId') ?? '';
  if (!POSITIVE_ID.test(slotId) || !POSITIVE_ID.test(subfunctionId)) return null;
  return { slotId: Number(slotId), subfunctionId: Number(subfunctionId) };
}
