/**
 * The paid variant's profile, subscriptions and card payments (issue 15): the customer's details and
 * billing address, the products on sale, subscribing
 * (which answers the gateway's page to pay on) and the outcome the customer comes back with. The
 * queries are silent: their screens show an error in place with a retry.
 */
import type { Med24Products, Med24Profile, Med24ProfileRequest, Med24Subscription, Med24Subscriptions, Med24Transactions, PaymentReturn, PaymentReturnQuery, SubscriptionPayment, SubscriptionRequest } from '../../generated/config-types';
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
      extraOptions: { silent: true },
    }),
    getSubscription: build.query<Med24Subscription, string>({
      query: (uuid) => `/api/med24/subscriptions/${encodeURIComponent(uuid)}`,
      extraOptions: { silent: true },
    }),
    listTransactions: build.query<Med24Transactions, string | undefined>({
      query: (subscription) => ({ url: '/api/med24/transactions', params: subscription ? { subscription } : undefined }),
      extraOptions: { silent: true },
    }),
  }),
});

export const { useGetProfileQuery, useUpdateProfileMutation, useListProductsQuery, useSubscribeMutation, usePaymentReturnQuery, useListSubscriptionsQuery, useGetSubscriptionQuery, useListTransactionsQuery } = med24Api;
