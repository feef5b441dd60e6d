/**
 * Page objects of the accounts e2e (issue 4): login and registration forms (RJSF ids root_*),
 * the header's user menu, the outbox, the subscription choice and the privacy statement.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { fillMemorableDate } from './memorableDate';

export const E2E_ORIGIN_PORT = Number(process.env.E2E_PORT ?? 8199);

/** The default brand answers on default.localhost (Chromium resolves *.localhost to loopback). */
export const DEFAULT_HOST = 'default.localhost';
export const originOf = (host: string) => `http://${host}:${E2E_ORIGIN_PORT}`;

export class PortalPage {
  constructor(readonly page: Page, readonly origin: string = originOf(DEFAULT_HOST)) {}

  async goto(path: string): Promise<void> {
    await this.page.goto(`${this.origin}${path}`);
  }

  get tiles(): Locator {
    return this.page.getByTestId('service-tile');
  }

  /** The data-service names of the home tiles, once they show. */
  async tileNames(): Promise<string[]> {
    await expect(this.tiles.first()).toBeVisible();
    return (await this.tiles.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-service') ?? ''))).sort();
  }

  /** Whose tiles show: "user" (the me call's services) or "visitor" (the partner's public offer). */
  get tilesFor(): Locator {
    return this.page.locator('section.tiles');
  }

  get userName(): Locator {
    return this.page.getByTestId('user-name');
  }

  async switchLanguage(locale: 'hu' | 'en' | 'ro'): Promise<void> {
    await this.page.locator(`.language-switcher button[lang="${locale}"]`).click();
    await expect(this.page.locator('html')).toHaveAttribute('lang', locale);
  }

  async logout(): Promise<void> {
    await this.page.getByTestId('user-menu').getByRole('button').first().click();
    await this.page.locator('.user-menu__logout').click();
    await expect(this.userName).toHaveCount(0);
  }

  async pathname(): Promise<string> {
    return new URL(this.page.url()).pathname;
  }
}

export class LoginPage extends PortalPage {
  async open(): Promise<void> {
    await this.goto('/login');
    await expect(this.page.locator('#root_username')).toBeVisible();
  }

  async login(email: string, password: string): Promise<void> {
    await this.page.locator('#root_username').fill(email);
    await this.page.locator('#root_password').fill(password);
    await this.page.locator('.portal-form button[type="submit"]').click();
  }

  /** The form's error summary (role=alert) or its first message. */
  get error(): Locator {
    return this.page.locator('.portal-form [role="alert"]').first();
  }
}

export interface NewPerson {
  lastName: string;
  firstName: string;
  email: string;
  password: string;
}

export class RegistrationPage extends PortalPage {
  async open(): Promise<void> {
    await this.goto('/registration');
    await expect(this.page.locator('#root_email')).toBeVisible();
  }

  async register(person: NewPerson): Promise<void> {
    const p = this.page;
    await p.locator('#root_lastName').fill(person.lastName);
    await p.locator('#root_firstName').fill(person.firstName);
    await p.locator('#root_email').fill(person.email);
    await p.locator('#root_password').fill(person.password);
    await p.locator('#root_passwordConfirmation').fill(person.password);
    await fillMemorableDate(p, 'root_birthDate', '1985-04-12');
    await p.locator('#root_phone').fill('+36 30 555 1234');
    await p.locator('#root_acceptTerms').check();
    await p.locator('#root_acceptPrivacy').check();
    await p.locator('.portal-form button[type="submit"]').click();
  }

  get success(): Locator {
    return this.page.locator('.panel--success');
  }
}

export class OutboxPage extends PortalPage {
  /** The newest link of a mail to `email` whose path contains `pathPart`, read from the outbox JSON. */
  async linkFor(request: APIRequestContext, email: string, pathPart: string): Promise<string> {
    let found: string | undefined;
    await expect
      .poll(async () => {
        // A kept-alive connection the server closes just as it is reused resets (ECONNRESET): that
        // attempt counts as "no mail yet", and the poll asks again.
        const res = await request.get(`http://localhost:${E2E_ORIGIN_PORT}/dev/outbox.json`, { headers: { Host: `${DEFAULT_HOST}:${E2E_ORIGIN_PORT}` } }).catch((error: unknown) => {
          if (String(error).includes('ECONNRESET')) return undefined;
          throw error;
        });
        if (!res) return undefined;
        const { messages } = (await res.json()) as { messages: Array<{ to: string; links: string[] }> };
        // The newest such link in any mail to the address: other mails (a care item's news) may have come after it.
        found = messages.filter((m) => m.to === email).flatMap((m) => m.links).find((l) => l.includes(pathPart));
        return found;
      })
      .toBeTruthy();
    return found!;
  }

  /** Opens the HTML outbox and follows the mail's link as a person would. */
  async follow(link: string): Promise<void> {
    await this.goto('/dev/outbox');
    const path = new URL(link).pathname;
    // The link names the mail's language after its path (?locale=…, issue 33); the page redirects without it.
    const anchor = this.page.locator(`a[href*="${path}"]`).first();
    await expect(anchor).toBeVisible();
    await anchor.click();
    await this.page.waitForURL((url) => url.pathname === path);
  }
}

export class SubscriptionChoicePage extends PortalPage {
  get choices(): Locator {
    return this.page.getByTestId('subscription-choice');
  }
}

export class PrivacyStatementPage extends PortalPage {
  get accept(): Locator {
    return this.page.getByTestId('privacy-accept');
  }
}
