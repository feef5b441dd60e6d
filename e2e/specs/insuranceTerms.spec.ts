/**
 * The insurance terms on the default brand, in hu, en and ro: a patient who opens /insurance-terms
 * is asked to log in and then sees the page, titled in their language, with the version and
 * effective date of the brand's assistance policy in their date format (brand.json, as
 * /api/config answers it) and the document's sections (what is covered, what is not, how to claim,
 * complaints) under their headings; the page's links open the privacy policy and the general terms.
 */
import { formatDate } from '../../renderer/domain/format/format';
import { localeText } from '../../server/config/localeText';
import { INSURANCE_TERMS, InsuranceTermsPage } from '../pages/legalPages';
import { PATIENT } from '../pages/appointmentsPages';
import { expectedTitle, LOCALES, PortalPage } from '../pages/PortalPage';
import { brand, text } from '../support/brands';
import { expect, test } from '../support/test';

const b = brand('default');
const SECTIONS = ['insured', 'covered', 'limits', 'exclusions', 'howToClaim', 'dataProtection', 'complaints', 'changes'];

for (const locale of LOCALES) {
  test(`the insurance terms in ${locale}: title, version in force, sections and links`, async ({ page }) => {
    const portal = new PortalPage(page, b);
    const terms = new InsuranceTermsPage(page, b);
    await portal.chooseLocaleCookie(locale);
    await terms.openLoggingIn(PATIENT.email, PATIENT.password);

    await expect(portal.heading).toHaveText(text(b, locale, 'routes.insuranceTerms'));
    await expect(page).toHaveTitle(expectedTitle(b, locale, INSURANCE_TERMS));
    const { version, effectiveFrom } = b.brand.assistancePolicy;
    await expect(terms.version).toHaveText(localeText(b.locales[locale], 'content.legal.version', { version, date: formatDate(effectiveFrom, locale) })!);
    await expect(terms.sections).toHaveText(SECTIONS.map((key) => text(b, locale, `content.insuranceTerms.${key}`)));
    await expect(terms.document).toContainText(text(b, locale, 'content.insuranceTerms.intro'));
    await expect(terms.document).toContainText(text(b, locale, 'content.insuranceTerms.coveredList.reimbursement'));
    await expect(terms.document).toContainText(text(b, locale, 'content.insuranceTerms.exclusionsList.emergency'));
    await expect(terms.document).toContainText(text(b, locale, 'content.insuranceTerms.complaintsText'));

    // The privacy policy, by keyboard, and back; then the general terms.
    const privacy = terms.document.getByRole('link', { name: text(b, locale, 'content.insuranceTerms.privacy') });
    await privacy.focus();
    await page.keyboard.press('Enter');
    await portal.expectOnPath('/privacy-policy');
    await expect(portal.heading).toHaveText(text(b, locale, 'routes.privacyPolicy'));
    await page.goBack();
    await expect(terms.version).toBeVisible();
    await terms.document.getByRole('link', { name: text(b, locale, 'content.insuranceTerms.terms') }).click();
    await portal.expectOnPath('/terms-and-conditions');
    await expect(portal.heading).toHaveText(text(b, locale, 'routes.termsAndConditions'));
  });
}
