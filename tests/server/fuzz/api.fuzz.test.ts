/**
 * Issue 9's fuzz suite: at least 1,000 generated bad requests to each endpoint family, anonymous
 * and as the demo patient, against one app on a real socket; no answer may be a 5xx and every
 * 4xx must carry a catalogue code (checkAnswer). The families run one after another in this one
 * file: on a 2-core machine Vitest runs a single worker anyway, and one app saves the second and
 * third start-up.
 */
import { accountFamilies } from './accountFamilies';
import { bookingFamilies } from './bookingFamilies';
import { brandsWithEasyCaptcha } from './easyCaptcha';
import { fuzzFamilies } from './fuzzFamilies';
import { useFuzzFixtures } from './fuzzFixtures';
import { useFuzzServer } from './fuzzServer';
import { publicFamilies } from './publicFamilies';

const server = useFuzzServer({ brands: brandsWithEasyCaptcha() });
/** One solved captcha per generated registration and public booking (about 1,200 of them). */
const fixtures = useFuzzFixtures(server, 1400);

fuzzFamilies(server, [...accountFamilies(fixtures), ...bookingFamilies(fixtures), ...publicFamilies(fixtures)]);
