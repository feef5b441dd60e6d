/**
 * Subscriptions and what the paid variant keeps about them: card payments and tokens, the people
 * a subscription covers, changes of product and the customer's billing address.
 */
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { ModificationStatus, PaymentStatus } from '../../../renderer/domain/payments/paymentMachine';
import type { CreatedAt } from './columns';
import type { RelativeRelation } from './patientRecords';
import type { BillingPeriod } from './products';

export type SubscriptionStatus = 'created' | 'active';

export interface SubscriptionTable {
  id: Generated<number>;
  uuid: string;
  user_id: number;
  product_id: number;
  phone: string | null;
  status: SubscriptionStatus;
  needs_privacy_statement: number;
  created_at: CreatedAt;
  /** The paid variant's billing period and its price in whole forints (migration 0017); null for other subscriptions. */
  billing_period: BillingPeriod | null;
  price_huf: number | null;
  /** YYYY-MM-DD: the last day the payments made so far cover. */
  paid_until: string | null;
  /** The product line it was bought in (migration 0025): a customer has at most one awaiting payment or active per line. */
  product_line: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the subscriber cancelled it (migration 0025): nothing more is charged, and it ends after paid_until. */
  cancelled_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** When it stopped for good (migration 0025): its first payment ended without money, or its last paid day passed after a cancellation. */
  closed_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A card payment of a subscription through SimplePay (migration 0017). */
export interface PaymentTable {
  id: Generated<number>;
  subscription_id: number;
  brand_id: string;
  merchant: string;
  /** The reference the gateway knows the payment by; unique. */
  order_ref: string;
  amount_huf: number;
  status: PaymentStatus;
  transaction_id: string | null;
  card_mask: string | null;
  created_at: CreatedAt;
  /** When the customer came back from the gateway with a verified outcome. */
  returned_at: string | null;
  /** When the gateway's IPN made the payment final; set once. */
  ipn_at: string | null;
  /** The modification whose price difference this pays (migration 0019); null for the subscription's own payments. */
  modification_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** For the charge of a next period: the last day of the period it renews (migration 0020). */
  renewal_for: ColumnType<string | null, string | null | undefined, string | null>;
  /** When its money was given back at the gateway (migration 0022); the answers then show it `refunded`. */
  refunded_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A card token a subscription's first payment registered, for one later charge (migration 0020). */
export interface CardTokenTable {
  id: Generated<number>;
  subscription_id: number;
  merchant: string;
  token: string;
  /** ISO date and time the token can be used until. */
  until: string;
  max_amount_huf: number;
  /** The payment that registered it: usable once that one has succeeded. */
  payment_id: number;
  used_at: string | null;
  created_at: string;
  /** When the token was cancelled at the gateway (migration 0025), after its subscription was cancelled or ended. */
  released_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A person a paid-variant subscription covers besides the subscriber (migration 0019). */
export interface BeneficiaryTable {
  id: Generated<number>;
  subscription_id: number;
  name: string;
  /** YYYY-MM-DD. */
  birth_date: string;
  relation: RelativeRelation;
  created_at: string;
  updated_at: string;
  /** Set when the subscriber removed them; the row stays. */
  removed_at: string | null;
}

/** A change of a subscription's product (migration 0019). */
export interface ModificationTable {
  id: Generated<number>;
  uuid: string;
  subscription_id: number;
  from_product_id: number;
  to_product_id: number;
  /** The new product's price for the subscription's billing period, whole forints. */
  price_huf: number;
  /** What the change costs now: the price difference for the rest of the paid period; 0 when nothing is due. */
  amount_due_huf: number;
  status: ModificationStatus;
  /** YYYY-MM-DD: the day the subscription has the new product from. */
  effective_date: string;
  created_at: string;
  verified_at: string | null;
  activated_at: string | null;
}

/** A paid-variant customer's billing address (migration 0018), sent with their card payments. */
export interface BillingAddressTable {
  user_id: number;
  name: string;
  company: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string;
  zip: string;
  city: string;
  address: string;
  address2: string | null;
  updated_at: string;
}

export type Subscription = Selectable<SubscriptionTable>;
export type Payment = Selectable<PaymentTable>;
