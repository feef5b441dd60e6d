/**
 * Products: what each costs, which services, specializations and providers it pays for, and the
 * vouchers and activation keys that grant one.
 */
import type { ColumnType, Generated, Selectable } from 'kysely';

export interface ProductTable {
  id: Generated<number>;
  code: string;
  name: string;
  med24_free_product: number;
  /** How many people a subscription covers besides the subscriber (migration 0019). */
  beneficiary_limit: ColumnType<number, number | undefined, number>;
  /** The line a customer holds at most one subscription of (migration 0025); the products on sale by card are one. */
  product_line: ColumnType<string | null, string | null | undefined, string | null>;
  /** The VAT rate, in whole percent, its gross prices include (migration 0029). */
  vat_percent: ColumnType<number, number | undefined, number>;
}

export type BillingPeriod = 'month' | 'year';

/** What a product costs per billing period (migration 0017). */
export interface ProductPriceTable {
  product_id: number;
  billing_period: BillingPeriod;
  price_huf: number;
}

/** The service types a product covers; a product without rows covers the service types its holder has. */
export interface ProductServiceTable {
  product_id: number;
  service_type: number;
  /** How many items of the type the product pays for in a calendar year; NULL: no limit. */
  yearly_limit: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Specializations whose appointments a product pays for; a product without rows pays every one, without a limit. */
export interface ProductSpecializationTable {
  product_id: number;
  specialization_id: number;
  /** Appointments a calendar year; NULL: no limit. */
  yearly_limit: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Providers whose care a product does not pay for (RM1004). */
export interface ProductExcludedProviderTable {
  product_id: number;
  provider_id: number;
}

export interface VoucherTable {
  id: Generated<number>;
  code: string;
  product_id: number;
  /** Brand the voucher is valid on; null for every brand. */
  brand_id: string | null;
  valid_until: string | null;
  revoked: number;
  used_at: string | null;
  used_by: number | null;
}

export interface ActivationKeyTable {
  id: Generated<number>;
  /** sha256 hex of the key printed on the card. */
  key_hash: string;
  product_id: number;
  valid_until: string | null;
  used_at: string | null;
  used_by: number | null;
}

export type Product = Selectable<ProductTable>;
