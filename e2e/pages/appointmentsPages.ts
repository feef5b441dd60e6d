/**
 * Page objects of the appointments e2e (issue 5): the patient's session on a brand host, the
 * API for what the pages do not show (reservation ids, the server's view after a cancel), the virtual
 * clinic's video search, the booking screen's logged-in step (contract:
 * /services/provider-search/reservation?slotId=&subfunctionId=, a comment textarea, a submit
 * button, a finished step linking to /services/appointments) and the appointments list with its
 * cancel dialog. Selectors follow renderer/screens/{appointments,virtual-clinic,reservation}.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import type { EffectiveBrand } from '../../server/config/loadBrands';
import { hostOf, text } from '../support/brands';
import { originOf, urlOf } from './PortalPage';

export const PATIENT = { email: 'patient@demo.test', password: 'Demo-Patient-1' };
export const OPERATOR = { email: 'operator@demo.test', password: 'Demo-Operator-1' };

/** The API of a brand, called as its own host (Node does not resolve *.localhost, so the Host header says it). */
export class BrandApi {
  private token: string | null = null;

  constructor(
    readonly request: APIRequestContext,
    readonly b: EffectiveBrand,
  ) {}

  /**
   * Every call on a connection of its own (`Connection: close`): a kept-alive connection the server
   * closes just as it is reused fails the call with ECONNRESET, which failed a CI run.
   */
  private headers(): Record<string, string> {
    return { Host: `${hostOf(this.b)}:${E2E_PORT}`, Connection: 'close', ...(this.token ? { Authorization: `Bearer ${this.token}` } : {}) };
  }

  private url(path: string): string {
    return `http://localhost:${E2E_PORT}${path}`;
  }

  async login(email: string, password: string): Promise<void> {
    const res = await this.request.post(this.url('/api/login'), { headers: this.headers(), data: { username: email, password } });
    expect(res.status(), 'login').toBe(200);
    this.token = ((await res.json()) as { token: string }).token;
  }

  async get<T>(path: string): Promise<T> {
    // A read may be asked again if the connection was reset before any answer.
    const send = () => this.request.get(this.url(path), { headers: this.headers() });
    const res = await send().catch((error: unknown) => {
      if (String(error).includes('ECONNRESET')) return send();
      throw error;
    });
    expect(res.ok(), `GET ${path}: ${res.status()}`).toBe(true);
    return (await res.json()) as T;
  }

  async post<T>(path: string, data: unknown): Promise<{ status: number; body: T }> {
    const res = await this.request.post(this.url(path), { headers: this.headers(), data });
    return { status: res.status(), body: (await res.json()) as T };
  }

  async delete(path: string): Promise<number> {
    return (await this.request.delete(this.url(path), { headers: this.headers() })).status();
  }

  async cancel(reservationId: number): Promise<{ status: number; body: { status?: string; code?: string } }> {
    const res = await this.request.delete(this.url(`/api/reservations/${reservationId}`), { headers: this.headers() });
    return { status: res.status(), body: (await res.json()) as { status?: string; code?: string } };
  }
}

export interface OwnReservation {
  id: number;
  status: string;
  cancellable: boolean;
  slot: { id: number; start: string; video: boolean };
}

export class LoginSteps {
  constructor(
    readonly page: Page,
    readonly b: EffectiveBrand,
  ) {}

  /** Logs in through the login form and waits for the user menu (folded into the menu on a phone); the cookie banner is answered beforehand. */
  async login(email: string, password: string): Promise<void> {
    await this.page.context().addCookies([
      { name: 'cookie_consent', value: encodeURIComponent(JSON.stringify({ consent: false, enabled: [] })), url: originOf(this.b) },
    ]);
    await this.page.goto(urlOf(this.b, '/login'));
    await this.page.locator('#root_username').fill(email);
    await this.page.locator('#root_password').fill(password);
    await this.page.locator('.portal-form button[type="submit"]').click();
    await expect(this.page.getByTestId('user-name')).toBeAttached();
  }
}

export class AppointmentsPage {
  readonly upcoming: Locator;
  readonly past: Locator;
  readonly dialog: Locator;
  readonly success: Locator;

  constructor(
    readonly page: Page,
    readonly b: EffectiveBrand,
  ) {
    this.upcoming = page.getByTestId('appointments-upcoming');
    this.past = page.getByTestId('appointments-past');
    this.dialog = page.getByRole('dialog', { name: text(b, 'hu', 'appointments.cancelTitle') });
    this.success = page.getByTestId('cancel-success');
  }

  async open(): Promise<void> {
    await this.page.goto(urlOf(this.b, '/services/appointments'));
    await expect(this.page.locator('[data-screen-kind="appointments"]')).toBeVisible();
  }

  card(list: Locator, reservationId: number): Locator {
    return list.locator(`[data-testid="appointment"][data-appointment-id="${reservationId}"]`);
  }

  /** Presses the card's cancel button and confirms in the dialog. */
  async cancel(reservationId: number): Promise<void> {
    const card = this.card(this.upcoming, reservationId);
    await card.getByRole('button').click();
    await expect(this.dialog).toBeVisible();
    await this.dialog.getByTestId('confirm-cancel').click();
    await expect(this.dialog).toHaveCount(0);
  }
}

export class VideoSearchPage {
  readonly rows: Locator;
  readonly form: Locator;

  constructor(
    readonly page: Page,
    readonly b: EffectiveBrand,
  ) {
    this.rows = page.getByTestId('video-row');
    this.form = page.getByRole('search');
  }

  query(): URLSearchParams {
    return new URL(this.page.url()).searchParams;
  }

  historyLength(): Promise<number> {
    return this.page.evaluate(() => window.history.length);
  }

  async open(query: string): Promise<void> {
    await this.page.goto(urlOf(this.b, `/services/virtual-clinic/search${query}`));
    await expect(this.rows.first()).toBeVisible();
  }

  get slotLinks(): Locator {
    return this.page.getByTestId('video-slot');
  }
}

export class BookingSteps {
  readonly comment: Locator;
  readonly submit: Locator;
  readonly finished: Locator;
  /** The slot is gone or not bookable (the screen says so instead of the form), or the booking was refused. */
  readonly refused: Locator;

  constructor(
    readonly page: Page,
    readonly b: EffectiveBrand,
  ) {
    this.comment = page.getByTestId('booking-form').locator('textarea#root_patientComment');
    this.submit = page.getByTestId('booking-form').locator('button[type="submit"]');
    this.finished = page.getByTestId('reservation-finished');
    this.refused = page.locator('[data-testid="reservation-problem"], [data-testid="reservation-invalid"], [data-testid="booking-form"] .error-summary');
  }

  /** Follows a slot link and books it with a note; false when the slot was taken meanwhile. */
  async bookThrough(link: Locator, note: string): Promise<boolean> {
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^\/services\/provider-search\/reservation\?slotId=\d+&subfunctionId=\d+$/);
    await link.click();
    await this.page.waitForURL((url) => url.pathname === '/services/provider-search/reservation');
    await expect(this.comment.or(this.refused).first()).toBeVisible();
    if (!(await this.comment.isVisible())) return false;
    await this.comment.fill(note);
    await this.submit.click();
    await expect(this.finished.or(this.refused).first()).toBeVisible();
    return this.finished.isVisible();
  }

  async goToAppointments(): Promise<void> {
    await this.finished.locator('a[href="/services/appointments"], a[href^="/services/appointments?"]').click();
    await this.page.waitForURL((url) => url.pathname === '/services/appointments');
  }
}
