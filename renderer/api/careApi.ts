/**
 * Care items (issue 12): a patient's requests for consultations, second opinions and organised
 * care, and the operator console's view of them. The patient's endpoints answer only the
 * patient's own items; the operator's need the operator role. Every item is tagged by id and
 * every list by LIST, so an action refetches the item and the lists that show it.
 * Lists and items are silent: their screens show errors in place with a retry.
 */
import type { ItemAction, ItemFlow, ItemState } from '../domain/care/careMachine';
import { baseApi, LOCALIZED_TAG } from './baseApi';
import type { CareItem as GeneratedCareItem } from '../../generated/config-types';

export const CARE_TAG = 'CareItem' as const;
const LIST = 'LIST' as const;

export interface CareDocument {
  id: number;
  name: string;
  size: number;
  mediaType: string;
}

export interface CareEvent {
  at: string;
  action: string;
  fromState: ItemState | null;
  toState: ItemState;
  actor: 'patient' | 'operator';
  actorName: string | null;
  /** The answer, the reason, the question, the booked time or the file names. */
  note: string | null;
}

export interface CareItem {
  id: number;
  /** The service's key in the brand's services document. */
  service: string;
  specialty: string | null;
  state: ItemState;
  flow: ItemFlow;
  createdAt: string;
  updatedAt: string;
  answers: Record<string, unknown>;
  appointmentAt: string | null;
  channel: string | null;
  /** The written answer (the opinion, the closing note). */
  answer: string | null;
  documents: CareDocument[];
  events: CareEvent[];
  /** An i18n key, care.nextStep.<state>. */
  nextStep: string;
  /** The relative the request is for; null or absent: the patient themself. */
  relative?: GeneratedCareItem['relative'];
  /** A claim's approved amount in HUF (null until approved); absent for the other flows. */
  approvedHuf?: number | null;
  /** The provider the patient chose (the pre-authorisation): the operator books with it. */
  provider?: { id: number; name: string } | null;
}

/** An item as the operator sees it: the patient's name and email beside it. */
export type OperatorCareItem = CareItem & { patientName?: string; patientEmail?: string; patient?: { name?: string; email?: string } };

export interface NewCareItem {
  service: string;
  specialty?: string;
  answers: Record<string, unknown>;
  uploadIds?: number[];
  providerId?: number;
  relativeId?: number;
}

export interface CareActionRequest {
  id: number;
  action: ItemAction;
  body?: Record<string, unknown>;
}

export interface OperatorFilter {
  state?: string;
  service?: string;
}

const itemTags = (item: CareItem | undefined) => (item ? [{ type: CARE_TAG, id: item.id }] : []);
const listTags = (items: { items: CareItem[] } | undefined) => [{ type: CARE_TAG, id: LIST }, ...(items?.items ?? []).map((i) => ({ type: CARE_TAG, id: i.id }))];
const afterAction = (_r: unknown, _e: unknown, { id }: CareActionRequest) => [{ type: CARE_TAG, id }, { type: CARE_TAG, id: LIST }];

/** Query values only when set: an empty filter is "all". */
const params = (values: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => Boolean(entry[1])));

export const careApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The patient's items, newest first; of one service, or (no service) of every service. */
    listCareItems: build.query<{ items: CareItem[] }, string | undefined>({
      query: (service) => ({ url: '/api/care-items', params: params({ service }) }),
      providesTags: (answer) => [...listTags(answer), LOCALIZED_TAG],
      extraOptions: { silent: true },
    }),
    createCareItem: build.mutation<CareItem, NewCareItem>({
      query: (body) => ({ url: '/api/care-items', method: 'POST', body }),
      invalidatesTags: [{ type: CARE_TAG, id: LIST }],
    }),
    careAction: build.mutation<CareItem, CareActionRequest>({
      query: ({ id, action, body }) => ({ url: `/api/care-items/${id}/actions/${action}`, method: 'POST', body: body ?? {} }),
      // Refetched on a refusal too: an RS code means the item changed meanwhile.
      invalidatesTags: afterAction,
    }),
    listOperatorCareItems: build.query<{ items: OperatorCareItem[] }, OperatorFilter>({
      query: ({ state, service }) => ({ url: '/api/operator/care-items', params: params({ state, service }) }),
      providesTags: (answer) => [...listTags(answer), LOCALIZED_TAG],
      extraOptions: { silent: true },
    }),
    getOperatorCareItem: build.query<OperatorCareItem, number>({
      query: (id) => `/api/operator/care-items/${id}`,
      providesTags: (item) => [...itemTags(item), LOCALIZED_TAG],
      extraOptions: { silent: true },
    }),
    operatorCareAction: build.mutation<OperatorCareItem, CareActionRequest>({
      query: ({ id, action, body }) => ({ url: `/api/operator/care-items/${id}/actions/${action}`, method: 'POST', body: body ?? {} }),
      invalidatesTags: afterAction,
    }),
    /**
     * A document of an item, fetched with the session's headers (the access token lives in
     * memory, so a plain link would arrive without it) and handed out as an object URL.
     */
    downloadCareDocument: build.mutation<string, string>({
      query: (url) => ({
        url,
        responseHandler: async (response: Response) => (response.ok ? URL.createObjectURL(await response.blob()) : response.json().catch(() => ({}))),
      }),
    }),
  }),
});

/** The patient's name and email of an operator's item, whichever way the answer carries them. */
export function patientOf(item: OperatorCareItem): { name: string; email: string } {
  return { name: item.patientName ?? item.patient?.name ?? '', email: item.patientEmail ?? item.patient?.email ?? '' };
}

export const documentUrl = (item: Pick<CareItem, 'id'>, document: Pick<CareDocument, 'id'>, operator = false): string =>
  `/api/${operator ? 'operator/' : ''}care-items/${item.id}/documents/${document.id}`;

export const {
  useListCareItemsQuery,
  useCreateCareItemMutation,
  useCareActionMutation,
  useListOperatorCareItemsQuery,
  useGetOperatorCareItemQuery,
  useOperatorCareActionMutation,
  useDownloadCareDocumentMutation,
} = careApi;

/** The written answer of one of the patient's items as a PDF (issue 33). */
export const answerDocumentUrl = (item: Pick<CareItem, 'id'>): string => `/api/care-items/${item.id}/answer`;
