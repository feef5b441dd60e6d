/**
 * The paid variant's profile, subscriptions and card payments (issue 15): the customer's details and
 * billing address, the products on sale, subscribing
 * (which answers the gateway's page to pay on) and the outcome the customer comes back with. The
 * queries are silent: their screens show an error in place with a retry.
 */
import type { Med24Beneficiary, Med24Modification, ModificationPayment, ModificationRequest, RelativeRequest, Med24Products, Med24Profile, Med24ProfileRequest, Med24Subscription, Med24Subscriptions, Med24Transactions, PaymentReturn, PaymentReturnQuery, SubscriptionPayment, SubscriptionRequest } from '../../generated/config-types';
import { baseApi } from './baseApi';

export const med24Api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Med24Profile, void>({
      query: () => '/api/med24/profile',
      providesTags: ['Med24Profile'],
      extraOptions: { silent: true },
    }),
    updateProfile: build.mutation<Med24Profile, Med24ProfileRequest>({
      query: (body) => ({ url: '/api/med24/profile', method: 'PUT', body }),
      invalidatesTags: ['Med24Profile'],
      extraOptions: { silent: true },
    }),
    listProducts: build.query<Med24Products, void>({
      query: () => '/api/med24/products',
      extraOptions: { silent: true },
    }),
    subscribe: build.mutation<SubscriptionPayment, SubscriptionRequest>({
      query: (body) => ({ url: '/api/med24/subscriptions', method: 'POST', body }),
      extraOptions: { silent: true },
    }),
    paymentReturn: build.query<PaymentReturn, PaymentReturnQuery>({
      query: (params) => ({ url: '/api/med24/payments/return', params }),
      extraOptions: { silent: true },
    }),
    listSubscriptions: build.query<Med24Subscriptions, void>({
      query: () => '/api/med24/subscriptions',
      providesTags: ['Med24Subscription'],
      extraOptions: { silent: true },
    }),
    getSubscription: build.query<Med24Subscription, string>({
      query: (uuid) => `/api/med24/subscriptions/${encodeURIComponent(uuid)}`,
      providesTags: ['Med24Subscription'],
      extraOptions: { silent: true },
    }),
    cancelSubscription: build.mutation<Med24Subscription, string>({
      query: (uuid) => ({ url: `/api/med24/subscriptions/${encodeURIComponent(uuid)}/cancellation`, method: 'POST' }),
      invalidatesTags: ['Med24Subscription'],
      extraOptions: { silent: true },
    }),
    addBeneficiary: build.mutation<Med24Beneficiary, { subscription: string; body: RelativeRequest }>({
      query: ({ subscription, body }) => ({ url: `/api/med24/subscriptions/${encodeURIComponent(subscription)}/beneficiaries`, method: 'POST', body }),
      invalidatesTags: ['Med24Subscription'],
      extraOptions: { silent: true },
    }),
    updateBeneficiary: build.mutation<Med24Beneficiary, { subscription: string; id: number; body: RelativeRequest }>({
      query: ({ subscription, id, body }) => ({ url: `/api/med24/subscriptions/${encodeURIComponent(subscription)}/beneficiaries/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Med24Subscription'],
      extraOptions: { silent: true },
    }),
    removeBeneficiary: build.mutation<void, { subscription: string; id: number }>({
      query: ({ subscription, id }) => ({ url: `/api/med24/subscriptions/${encodeURIComponent(subscription)}/beneficiaries/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Med24Subscription'],
      extraOptions: { silent: true },
    }),
    requestModification: build.mutation<ModificationPayment, { subscription: string; body: ModificationRequest }>({
      query: ({ subscription, body }) => ({ url: `/api/med24/subscriptions/${encodeURIComponent(subscription)}/modifications`, method: 'POST', body }),
      invalidatesTags: ['Med24Subscription'],
      extraOptions: { silent: true },
    }),
    getModification: build.query<Med24Modification, { subscription: string; modification: string }>({
      query: ({ subscription, modification }) => `/api/med24/subscriptions/${encodeURIComponent(subscription)}/modifications/${encodeURIComponent(modification)}`,
      extraOptions: { silent: true },
    }),
    listTransactions: build.query<Med24Transactions, string | undefined>({
      query: (subscription) => ({ url: '/api/med24/transactions', params: subscription ? { subscription } : undefined }),
      extraOptions: { silent: true },
    }),
  }),
});

export const { useGetProfileQuery, useUpdateProfileMutation, useListProductsQuery, useSubscribeMutation, usePaymentReturnQuery, useListSubscriptionsQuery, useGetSubscriptionQuery, useListTransactionsQuery, useCancelSubscriptionMutation,
  useAddBeneficiaryMutation, useUpdateBeneficiaryMutation, useRemoveBeneficiaryMutation, useRequestModificationMutation, useGetModificationQuery } = med24Api;

/** A paid payment's receipt as a PDF (issue 33). */
export const receiptUrl = (orderRef: string): string => `/api/med24/transactions/${encodeURIComponent(orderRef)}/receipt`;
