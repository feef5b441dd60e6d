/**
 * The demo data a fresh database starts with (README lists the accounts). Deterministic: the same
 * users, ids, subscriptions, uuids, codes and keys every time; only password salts differ.
 */
import type { Kysely } from 'kysely';
import { ALL_FLAGS } from '../accounts/userFlags';
import { hashPassword } from '../auth/passwords';
import { sha256Hex } from '../auth/secrets';
import { addActivationKey, addVoucher, findActivationKey } from './entitlementCodes';
import type { Database } from './schema';
import { createSubscription, ensureProduct } from './subscriptions';
import { careStart, seedDemoCareItems } from './seed/demoCareItems';
import { seedDemoRelatives } from './seed/demoRelatives';
import { createUser, grantRole, setEntitlements } from './users';
import { iso } from './time';


export const DEMO_SUPPORT_API_KEY = 'demo-support-key';
export const DEMO_VOUCHER = 'DEMO-VOUCHER-2026';
export const DEMO_ACTIVATION_KEY = 'DEMO-KEY-0001';
const DEMO_SUPPORT_KEY_LABEL = 'demo support key';

export const DEMO_ACCOUNTS = {
  patient: { email: 'patient@demo.test', password: 'Demo-Patient-1' },
  multi: { email: 'multi@demo.test', password: 'Demo-Multi-1' },
  paid: { email: 'paid@demo.test', password: 'Demo-Paid-1', customerUuid: '6f1c2a9e-4b7d-4e35-9a41-0c2d8e5b7f10' },
  privacy: { email: 'privacy@demo.test', password: 'Demo-Privacy-1' },
  unconfirmed: { email: 'unconfirmed@demo.test', password: 'Demo-Unconfirmed-1' },
  support: { email: 'support@demo.test', password: 'Demo-Support-1' },
  operator: { email: 'operator@demo.test', password: 'Demo-Operator-1' },
  family: { email: 'family@demo.test', password: 'Demo-Family-1' },
  prevention: { email: 'prevention@demo.test', password: 'Demo-Prevention-1' },
  video: { email: 'video@demo.test', password: 'Demo-Video-1' },
  doctor: { email: 'doctor@demo.test', password: 'Demo-Doctor-1' },
} as const;

/**
 * What of the seeded demo data a database still holds: any demo account (by its address), the
 * support key the seed made, the demo voucher and activation key. All of them are published in the
 * README, so a production start refuses a database holding any one (server/deployment.ts), not
 * only the demo patient. Named as a person would look for them, for the refusal to list.
 */
export async function seededDemoData(db: Kysely<Database>): Promise<string[]> {
  const emails = Object.values(DEMO_ACCOUNTS).map((account) => account.email);
  const [accounts, keys, vouchers, activationKeys] = await Promise.all([
    db.selectFrom('users').select('email').where('email', 'in', emails).orderBy('email').execute(),
    db.selectFrom('support_api_keys').select('label').where((eb) => eb.or([eb('key_hash', '=', sha256Hex(DEMO_SUPPORT_API_KEY)), eb('label', '=', DEMO_SUPPORT_KEY_LABEL)])).execute(),
    db.selectFrom('vouchers').select('code').where('code', '=', DEMO_VOUCHER).execute(),
    findActivationKey(db, DEMO_ACTIVATION_KEY),
  ]);
  return [
    ...accounts.map((row) => `the account ${row.email}`),
    ...(keys.length > 0 ? ['the demo support API key'] : []),
    ...(vouchers.length > 0 ? [`the voucher ${DEMO_VOUCHER}`] : []),
    ...(activationKeys ? [`the activation key ${DEMO_ACTIVATION_KEY}`] : []),
  ];
}

const PATIENT_SERVICES = [1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 20, 21, 22, 23, 25, 26, 27, 28, 30, 31, 32, 33, 35, 36, 37, 38, 39, 40];
/**
 * The care services the standard product pays for (claim reporting, 28, and pre-authorisation, 32, among them); fitness (26) and rights (27) consultations are
 * paid for by the patient at the service's price instead.
 */
const STANDARD_COVERAGE = [2, 3, 4, 5, 6, 12, 20, 28, 30, 32, 36, 37, 38, 39, 40];
/**
 * What the family product pays for, with yearly limits: no psychology, so the family subscriber is
 * told it is not covered (RM1006); twelve general and four nutrition consultations a year.
 */
const FAMILY_COVERAGE: { type: number; yearlyLimit: number | null }[] = [
  { type: 1, yearlyLimit: null }, { type: 2, yearlyLimit: 12 }, { type: 5, yearlyLimit: 4 }, { type: 33, yearlyLimit: null },
];
/**
 * The specializations whose appointments the family product pays (by id, server/db/seed/providerSpecialties.ts):
 * internal medicine twice a year, dermatology once, allergology and diabetology without a limit;
 * any other is refused (RM1005), and a used-up one too (RM1011).
 */
export const FAMILY_SPECIALIZATIONS: { id: number; yearlyLimit: number | null }[] = [
  { id: 1, yearlyLimit: null }, { id: 4, yearlyLimit: 2 }, { id: 5, yearlyLimit: 1 }, { id: 6, yearlyLimit: null },
];
const BASIC_SERVICES = [1, 2, 5, 12, 25, 33];
/** What the paid variant's Premium includes: general and nutrition consultation, psychology and the virtual clinic. */
const MED24_SERVICES = [2, 5, 12, 25];
/** What Premium Family includes besides: paediatric and gynaecological consultation. */
const MED24_FAMILY_EXTRA = [3, 4];
const BASIC_FLAGS = ['hasGeneralConsultation', 'hasNutritionConsultation', 'hasPsychology', 'hasAppointments', 'hasVideoConsultation'];

/** The prevention account: diagnostics 7, screening 8, vaccination 21, p4p 22 and its appointments 33. */
const PREVENTION_SERVICES = [7, 8, 21, 22, 33];
/** hasMap: the provider search its catalogue entries book through needs the calendar (spec §6, requireCalendar). */
const PREVENTION_FLAGS = ['hasDiagnostics', 'hasScreening', 'hasVaccination', 'hasP4P', 'hasAppointments', 'hasMap'];

/** The product line of the paid variant's products (migration 0025 gives every product on sale by card this line). */
const PAID_LINE = 'paid-variant';

/** A fixed uuid per seeded subscription, so links in the demo stay the same. */
const subscriptionUuid = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export interface SeedOptions {
  /** Brand the demo accounts belong to (mail links go to its host). */
  brandId: string;
  /** SUPPORT_API_KEY, else the documented demo key. */
  supportApiKey?: string;
  /** The brand that sells the paid variant and its merchant: the paid subscriber's card payments are seeded on it (none without). */
  paidVariant?: { brandId: string; merchant: string };
  /** The brands the demo operator, doctor and support hold their roles for; the accounts' own brand when not given. */
  staffBrands?: readonly string[];
  now?: number;
}

/** Fills an empty database with the demo data; a database that has users is left alone. Returns whether it seeded. */
export async function seedDemoData(db: Kysely<Database>, options: SeedOptions): Promise<boolean> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const now = options.now ?? Date.UTC(2026, 0, 1);
  const products = await seedDemoProducts(db);
  const seed: DemoSeed = { db, options, now, products, user: demoUserCreator(db, options.brandId, now) };
  const patient = await seedPatientAccount(seed);
  await seedSubscriberAccounts(seed);
  const operator = await seedStaffAccounts(seed);
  await seedCoverageAccounts(seed);
  await seedVideoAccounts(seed);

  // The care items are told relative to the day the portal is seeded, as the slots are: the first
  // request a week ago, the booked consultation upcoming, not months in the past.
  await seedDemoCareItems(db, { brandId: options.brandId, patientId: patient.userId, subscriptionId: patient.subscriptionId, operatorId: operator, now: careStart(options.now ?? Date.now()) });

  await addVoucher(db, { code: DEMO_VOUCHER, productId: products.standard });
  await addActivationKey(db, { key: DEMO_ACTIVATION_KEY, productId: products.paid });
  return true;
}

/** The ids of the demo products the demo accounts subscribe to. */
interface DemoProducts {
  standard: number;
  family: number;
  paid: number;
  paidFamily: number;
}

/** Creates one of DEMO_ACCOUNTS with its documented password; `extra` overrides the usual profile. */
type DemoUserCreator = (key: keyof typeof DEMO_ACCOUNTS, first: string, last: string, extra?: Partial<Parameters<typeof createUser>[1]>) => Promise<number>;

/** What every step of the demo seed works with: the database, the options, the seed's clock, the products and a way to create a demo account. */
interface DemoSeed {
  db: Kysely<Database>;
  options: SeedOptions;
  now: number;
  products: DemoProducts;
  user: DemoUserCreator;
}

/** The demo products with what each covers and, for the paid variant's, what each costs. */
async function seedDemoProducts(db: Kysely<Database>): Promise<DemoProducts> {
  const standard = await ensureProduct(db, { code: 'demo-standard', name: 'Standard', med24FreeProduct: false });
  const family = await ensureProduct(db, { code: 'demo-family', name: 'Family', med24FreeProduct: false });
  const paid = await ensureProduct(db, { code: 'med24-premium', name: 'Premium', med24FreeProduct: false });
  const paidFamily = await ensureProduct(db, { code: 'med24-family', name: 'Premium Family', med24FreeProduct: false });
  await ensureProduct(db, { code: 'med24-free', name: 'Free', med24FreeProduct: true });
  // What the paid products include: Premium covers the subscriber, Premium Family three more people
  // and the specialist consultations children and women need besides.
  await db.updateTable('products').set({ beneficiary_limit: 3 }).where('id', '=', paidFamily).execute();
  // Both are sold by card and a change of package moves between them: one line, one subscription at a time.
  await db.updateTable('products').set({ product_line: PAID_LINE }).where('id', 'in', [paid, paidFamily]).execute();
  await db.insertInto('product_services').values([
    ...MED24_SERVICES.map((type) => ({ product_id: paid, service_type: type })),
    ...[...MED24_SERVICES, ...MED24_FAMILY_EXTRA].map((type) => ({ product_id: paidFamily, service_type: type })),
  ]).execute();
  // The paid variant's prices in whole forints: a year costs ten months.
  await db.insertInto('product_prices').values([
    { product_id: paid, billing_period: 'month', price_huf: 8990 },
    { product_id: paid, billing_period: 'year', price_huf: 89900 },
    { product_id: paidFamily, billing_period: 'month', price_huf: 14990 },
    { product_id: paidFamily, billing_period: 'year', price_huf: 149900 },
  ]).execute();

  await db.insertInto('product_services').values(STANDARD_COVERAGE.map((type) => ({ product_id: standard, service_type: type }))).execute();
  await db.insertInto('product_services').values(FAMILY_COVERAGE.map((c) => ({ product_id: family, service_type: c.type, yearly_limit: c.yearlyLimit }))).execute();
  await db.insertInto('product_specializations').values(FAMILY_SPECIALIZATIONS.map((c) => ({ product_id: family, specialization_id: c.id, yearly_limit: c.yearlyLimit }))).execute();
  return { standard, family, paid, paidFamily };
}

/** Creates the demo accounts on the seeded brand, in Hungarian, with a confirmed email unless `extra` says otherwise. */
function demoUserCreator(db: Kysely<Database>, brandId: string, now: number): DemoUserCreator {
  const base = { brand_id: brandId, locale: 'hu', email_confirmed: 1 };
  return async (key, first, last, extra = {}) => {
    const account = DEMO_ACCOUNTS[key];
    return createUser(db, { ...base, email: account.email, password_hash: await hashPassword(account.password), first_name: first, last_name: last, birth_date: '1980-05-17', phone: '+36301234567', ...extra }, now);
  };
}

/** The patient who may use everything, with a standard subscription and two relatives; the care items are theirs. */
async function seedPatientAccount({ db, now, products, user }: DemoSeed): Promise<{ userId: number; subscriptionId: number }> {
  const patient = await user('patient', 'Péter', 'Minta');
  await setEntitlements(db, patient, { flags: ALL_FLAGS, services: PATIENT_SERVICES.map((type) => ({ type, order: type === 10 ? 1 : type === 25 ? 2 : null })) });
  const patientSubscription = await createSubscription(db, { userId: patient, productId: products.standard, phone: '+36301234567', status: 'active', uuid: subscriptionUuid(1) }, now);
  // The patient holds service type 23 and hasRelatives (above): the relatives page shows these two.
  await seedDemoRelatives(db, patient, now);
  return { userId: patient, subscriptionId: patientSubscription.id };
}

/**
 * The subscribers who show one case each: two subscriptions to choose between, the paid variant,
 * a privacy statement still to accept, and a registration whose email is not confirmed yet.
 */
async function seedSubscriberAccounts(seed: DemoSeed): Promise<void> {
  const { db, now, products, user } = seed;
  const multi = await user('multi', 'Mária', 'Több');
  await setEntitlements(db, multi, { flags: BASIC_FLAGS, services: BASIC_SERVICES.map((type) => ({ type })) });
  await createSubscription(db, { userId: multi, productId: products.standard, phone: '+36301112222', status: 'active', uuid: subscriptionUuid(2) }, now);
  await createSubscription(db, { userId: multi, productId: products.family, phone: '+40712345678', status: 'active', uuid: subscriptionUuid(3) }, now);

  await seedPaidSubscriber(seed);

  const privacy = await user('privacy', 'Piroska', 'Adatvédelem');
  await setEntitlements(db, privacy, { flags: BASIC_FLAGS, services: BASIC_SERVICES.map((type) => ({ type })) });
  await createSubscription(db, { userId: privacy, productId: products.standard, phone: '+36305556666', status: 'active', needsPrivacyStatement: true, uuid: subscriptionUuid(5) }, now);

  await user('unconfirmed', 'Ursula', 'Megerősítetlen', { email_confirmed: 0 });
}

/** The paid variant's subscriber: a Premium subscription with its card payments so far. */
async function seedPaidSubscriber({ db, options, now, products, user }: DemoSeed): Promise<void> {
  const paidUser = await user('paid', 'Pál', 'Fizető', { customer_uuid: DEMO_ACCOUNTS.paid.customerUuid, phone: '+36309998888' });
  // The paid subscriber's profile is complete, so a new subscription can be paid straight away.
  await db.insertInto('billing_addresses').values({ user_id: paidUser, name: 'Fizető Pál', company: null, country: 'HU', zip: '1117', city: 'Budapest', address: 'Október huszonharmadika utca 8.', address2: null, updated_at: iso(now) }).execute();
  await setEntitlements(db, paidUser, { flags: BASIC_FLAGS, services: BASIC_SERVICES.map((type) => ({ type })) });
  const paidSubscription = await createSubscription(db, { userId: paidUser, productId: products.paid, phone: '+36309998888', status: 'active', uuid: subscriptionUuid(4) }, now);
  await seedPaidHistory(db, paidSubscription.id, options.now ?? Date.now(), options.paidVariant);
}

const staffBrandsOf = (options: SeedOptions): readonly string[] => options.staffBrands ?? [options.brandId];

/** The support user with the impersonation key, and the operator who works the care items. Returns the operator's id. */
async function seedStaffAccounts({ db, options, now, user }: DemoSeed): Promise<number> {
  const support = await user('support', 'Sára', 'Ügyfélszolgálat');
  await grantRole(db, support, 'support', staffBrandsOf(options));
  await db.insertInto('support_api_keys').values({ user_id: support, key_hash: sha256Hex(options.supportApiKey || DEMO_SUPPORT_API_KEY), label: DEMO_SUPPORT_KEY_LABEL, created_at: iso(now) }).execute();

  const operator = await user('operator', 'Olga', 'Operátor');
  await grantRole(db, operator, 'operator', staffBrandsOf(options));
  return operator;
}

/** The subscribers whose product decides what they may use: the family product's limits, and prevention. */
async function seedCoverageAccounts({ db, now, products, user }: DemoSeed): Promise<void> {
  const familyUser = await user('family', 'Flóra', 'Családi');
  // The family subscriber can read what the family product pays (coverage, service 31) and search
  // for an appointment (hasMap, service 10), where the search says what the product pays.
  await setEntitlements(db, familyUser, { flags: [...BASIC_FLAGS, 'hasCoverage', 'hasMap'], services: [...BASIC_SERVICES, 31, 10].map((type) => ({ type })) });
  await createSubscription(db, { userId: familyUser, productId: products.family, phone: '+36307778888', status: 'active', uuid: subscriptionUuid(6) }, now);

  // Diagnostics, screening, vaccination and pay for prevention; its visited screening is seeded
  // with the providers (seed/demoPrevention.ts).
  const prevention = await user('prevention', 'Vera', 'Megelőző', { birth_date: '1975-09-12', phone: '+36304445555' });
  await setEntitlements(db, prevention, { flags: PREVENTION_FLAGS, services: PREVENTION_SERVICES.map((type) => ({ type })) });
  await createSubscription(db, { userId: prevention, productId: products.standard, phone: '+36304445555', status: 'active', uuid: subscriptionUuid(7) }, now);
}

/**
 * A patient for video consultations, and the doctor account of a video doctor (the doctor record
 * is linked once the providers are seeded: seed/demoDoctor.ts).
 */
async function seedVideoAccounts({ db, options, now, products, user }: DemoSeed): Promise<void> {
  const video = await user('video', 'Viktor', 'Videó', { birth_date: '1968-03-02', phone: '+36303334444' });
  await setEntitlements(db, video, { flags: BASIC_FLAGS, services: BASIC_SERVICES.map((type) => ({ type, order: type === 25 ? 1 : null })) });
  await createSubscription(db, { userId: video, productId: products.standard, phone: '+36303334444', status: 'active', uuid: subscriptionUuid(8) }, now);
  const doctor = await user('doctor', 'Dóra', 'Doktor', { birth_date: '1979-11-20', phone: '+36302223333' });
  await grantRole(db, doctor, 'doctor', staffBrandsOf(options));
}

const DAY_MS = 86_400_000;

/**
 * The paid demo subscriber's monthly Premium as it would stand after two card payments: the first
 * 41 days and the renewal 11 days before the seed, so the subscription is paid for 19 more days
 * (told relative to the day of seeding, as the care items are). The payments are the seller's,
 * the brand whose documents give it the paid variant and a merchant account.
 */
async function seedPaidHistory(db: Kysely<Database>, subscriptionId: number, now: number, seller: SeedOptions['paidVariant']): Promise<void> {
  const day = (offset: number) => new Date(now + offset * DAY_MS).toISOString();
  await db.updateTable('subscriptions').set({ billing_period: 'month', price_huf: 8990, paid_until: day(19).slice(0, 10), product_line: PAID_LINE }).where('id', '=', subscriptionId).execute();
  if (!seller) return;
  await db.insertInto('payments').values([-41, -11].map((offset, i) => ({
    subscription_id: subscriptionId, brand_id: seller.brandId, merchant: seller.merchant, order_ref: `demo-paid-${i + 1}`, amount_huf: 8990, status: 'succeeded' as const,
    transaction_id: String(500_000_101 + i), card_mask: 'xxxx-xxxx-xxxx-0425', created_at: day(offset), returned_at: day(offset), ipn_at: day(offset),
  }))).execute();
}
