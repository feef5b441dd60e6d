/**
 * Form submission (forms.json `submit`): whatever endpoint and method the form document names.
 * Injected from the form chunk only, so routes without forms never load it.
 */
import { baseApi } from './baseApi';

export interface FormSubmission {
  endpoint: string;
  method: 'POST' | 'PUT' | 'PATCH';
  body: unknown;
}

export const formsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    submitForm: build.mutation<unknown, FormSubmission>({
      query: ({ endpoint, method, body }) => ({ url: endpoint, method, body }),
    }),
  }),
});

/** "/api/subscriptions/{uuid}" with {uuid} from the route's parameters (URL-encoded). */
export function fillEndpoint(endpoint: string, params: Record<string, string | undefined>): string {
  return endpoint.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(params[name] ?? ''));
}

export const { useSubmitFormMutation } = formsApi;
