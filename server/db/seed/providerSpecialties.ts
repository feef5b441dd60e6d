/**
 * Medical specializations of the demo data with their bookable services (subfunctions), named
 * in Hungarian as a Hungarian clinic would list them. Ids are explicit and stable: a
 * subfunction id is its specialization id × 100 + position, so adding a service never renumbers
 * another and links with ?subfunction=… keep working across reseeds.
 * A service marked video is an online consultation, bookable only with a video-capable doctor.
 * `weight` is how often clinics offer the specialty (general ones are everywhere, MR is not).
 */

export interface FixtureSpecialization {
  id: number;
  /** English slug, usable as a translation key. */
  key: string;
  name: string;
  weight: number;
}

export interface FixtureSubfunction {
  id: number;
  specializationId: number;
  name: string;
  durationMinutes: number;
  video: boolean;
}

type Service = [name: string, minutes: number, video?: 'video'];
type Row = [id: number, key: string, name: string, weight: number, services: Service[]];

const ROWS: Row[] = [
  [1, 'allergology', 'Allergológia', 2, [['Allergológiai vizsgálat', 30], ['Bőrpróba (prick teszt)', 45], ['Allergológiai online konzultáció', 20, 'video']]],
  [2, 'andrology', 'Andrológia', 1, [['Andrológiai vizsgálat', 30], ['Andrológiai online konzultáció', 20, 'video']]],
  [3, 'anaesthesiology', 'Aneszteziológia', 1, [['Aneszteziológiai előzetes vizsgálat', 30]]],
  [4, 'internal-medicine', 'Belgyógyászat', 5, [['Belgyógyászati vizsgálat', 30], ['Belgyógyászati kontrollvizsgálat', 20], ['Vérnyomás-beállítás', 30], ['Belgyógyászati online konzultáció', 20, 'video']]],
  [5, 'dermatology', 'Bőrgyógyászat', 5, [['Bőrgyógyászati vizsgálat', 20], ['Anyajegyszűrés', 30], ['Bőrgyógyászati kontrollvizsgálat', 15], ['Bőrgyógyászati online konzultáció', 15, 'video']]],
  [6, 'diabetology', 'Diabetológia', 2, [['Diabetológiai vizsgálat', 30], ['Inzulinbeállítás', 45], ['Diabetológiai online konzultáció', 20, 'video']]],
  [7, 'dietetics', 'Dietetika', 2, [['Dietetikai tanácsadás', 45], ['Étrend-összeállítás', 60], ['Online dietetikai tanácsadás', 30, 'video']]],
  [8, 'endocrinology', 'Endokrinológia', 3, [['Endokrinológiai vizsgálat', 30], ['Pajzsmirigy-ultrahang', 20], ['Endokrinológiai online konzultáció', 20, 'video']]],
  [9, 'dentistry', 'Fogászat', 4, [['Fogászati állapotfelmérés', 30], ['Fogkő-eltávolítás', 45], ['Tömés', 45]]],
  [10, 'otorhinolaryngology', 'Fül-orr-gégészet', 4, [['Fül-orr-gégészeti vizsgálat', 20], ['Hallásvizsgálat', 30]]],
  [11, 'gastroenterology', 'Gasztroenterológia', 3, [['Gasztroenterológiai vizsgálat', 30], ['Hasi ultrahang', 20], ['Gyomortükrözés', 45], ['Gasztroenterológiai online konzultáció', 20, 'video']]],
  [12, 'paediatrics', 'Gyermekgyógyászat', 4, [['Gyermekgyógyászati vizsgálat', 20], ['Státuszvizsgálat', 30], ['Gyermekorvosi online konzultáció', 15, 'video']]],
  [13, 'general-practice', 'Általános orvoslás', 4, [['Általános orvosi vizsgálat', 20], ['Receptfelírás', 10], ['Általános orvosi online konzultáció', 15, 'video']]],
  [14, 'haematology', 'Hematológia', 1, [['Hematológiai vizsgálat', 30], ['Hematológiai online konzultáció', 20, 'video']]],
  [15, 'infectology', 'Infektológia', 1, [['Infektológiai vizsgálat', 30], ['Utazás előtti tanácsadás és oltás', 30]]],
  [16, 'cardiology', 'Kardiológia', 5, [['Kardiológiai vizsgálat', 30], ['Szívultrahang', 30], ['Terheléses EKG', 45], ['Holter-felhelyezés', 15], ['Kardiológiai online konzultáció', 20, 'video']]],
  [17, 'clinical-psychology', 'Klinikai szakpszichológia', 3, [['Pszichológiai konzultáció', 50], ['Pszichoterápiás ülés', 50], ['Online pszichológiai konzultáció', 50, 'video']]],
  [18, 'laboratory', 'Laboratóriumi diagnosztika', 3, [['Vérvétel', 10], ['Teljes laborcsomag', 15]]],
  [19, 'nephrology', 'Nefrológia', 1, [['Nefrológiai vizsgálat', 30], ['Nefrológiai online konzultáció', 20, 'video']]],
  [20, 'neurology', 'Neurológia', 3, [['Neurológiai vizsgálat', 30], ['EEG-vizsgálat', 45], ['Neurológiai online konzultáció', 20, 'video']]],
  [21, 'gynaecology', 'Szülészet-nőgyógyászat', 5, [['Nőgyógyászati vizsgálat', 30], ['Nőgyógyászati rákszűrés', 30], ['Terhesgondozás', 30], ['Nőgyógyászati online konzultáció', 20, 'video']]],
  [22, 'oncology', 'Onkológia', 1, [['Onkológiai konzultáció', 45], ['Onkológiai online konzultáció', 30, 'video']]],
  [23, 'orthopaedics', 'Ortopédia', 4, [['Ortopédiai vizsgálat', 20], ['Ízületi injekció', 20]]],
  [24, 'psychiatry', 'Pszichiátria', 2, [['Pszichiátriai vizsgálat', 45], ['Pszichiátriai kontrollvizsgálat', 30], ['Pszichiátriai online konzultáció', 30, 'video']]],
  [25, 'pulmonology', 'Tüdőgyógyászat', 2, [['Tüdőgyógyászati vizsgálat', 30], ['Légzésfunkciós vizsgálat', 20], ['Tüdőgyógyászati online konzultáció', 20, 'video']]],
  [26, 'radiology', 'Radiológia', 2, [['Röntgenvizsgálat', 15], ['CT-vizsgálat', 30], ['MR-vizsgálat', 45]]],
  [27, 'rheumatology', 'Reumatológia', 2, [['Reumatológiai vizsgálat', 30], ['Reumatológiai online konzultáció', 20, 'video']]],
  [28, 'general-surgery', 'Általános sebészet', 2, [['Sebészeti vizsgálat', 20], ['Kisműtét', 45]]],
  [29, 'sports-medicine', 'Sportorvoslás', 1, [['Sportorvosi vizsgálat', 40]]],
  [30, 'ophthalmology', 'Szemészet', 4, [['Szemészeti vizsgálat', 30], ['Szemnyomásmérés', 15], ['Szemüvegrendelés', 20]]],
  [31, 'traumatology', 'Traumatológia', 2, [['Traumatológiai vizsgálat', 20]]],
  [32, 'urology', 'Urológia', 3, [['Urológiai vizsgálat', 30], ['Prosztataszűrés', 30], ['Urológiai online konzultáció', 20, 'video']]],
  [33, 'vascular-surgery', 'Érsebészet', 1, [['Érsebészeti vizsgálat', 30], ['Érdoppler-vizsgálat', 30]]],
  [34, 'plastic-surgery', 'Plasztikai sebészet', 1, [['Plasztikai sebészeti konzultáció', 30], ['Plasztikai sebészeti online konzultáció', 20, 'video']]],
  [35, 'physiotherapy', 'Fizioterápia', 3, [['Gyógytorna', 45], ['Fizikoterápiás kezelés', 30]]],
  [36, 'occupational-health', 'Foglalkozás-egészségügy', 2, [['Munkaköri alkalmassági vizsgálat', 20]]],
  [37, 'geriatrics', 'Geriátria', 1, [['Geriátriai vizsgálat', 40], ['Geriátriai online konzultáció', 30, 'video']]],
  [38, 'immunology', 'Immunológia', 1, [['Immunológiai vizsgálat', 30]]],
  [39, 'breast-diagnostics', 'Emlődiagnosztika', 2, [['Mammográfia', 20], ['Emlőultrahang', 20]]],
  [40, 'ultrasound', 'Ultrahang-diagnosztika', 3, [['Nyaki ultrahang', 20], ['Kismedencei ultrahang', 20], ['Ízületi ultrahang', 20]]],
];

export const SPECIALIZATIONS: readonly FixtureSpecialization[] = ROWS.map(([id, key, name, weight]) => ({ id, key, name, weight }));

export const SUBFUNCTIONS: readonly FixtureSubfunction[] = ROWS.flatMap(([specializationId, , , , services]) =>
  services.map(([name, durationMinutes, video], i) => ({
    id: specializationId * 100 + i + 1, specializationId, name, durationMinutes, video: video === 'video',
  })));
