/**
 * Medical specializations of the demo data with their bookable services (subfunctions), named
 * in Hungarian as a Hungarian clinic would list them, with the English and Romanian names a
 * clinic there would use (the search answers in the visitor's language). Ids are explicit and stable: a
 * subfunction id is its specialization id × 100 + position, so adding a service never renumbers
 * another and links with ?subfunction=… keep working across reseeds.
 * A service marked video is an online consultation, bookable only with a video-capable doctor.
 * `weight` is how often clinics offer the specialty (general ones are everywhere, MR is not).
 */

export interface FixtureSpecialization {
  id: number;
  /** English slug, usable as a translation key. */
  key: string;
  /** The Hungarian name, the data's own. */
  name: string;
  names: LocalizedName;
  weight: number;
}

export interface FixtureSubfunction {
  id: number;
  specializationId: number;
  name: string;
  names: LocalizedName;
  durationMinutes: number;
  video: boolean;
}

/** A name in the portal's three languages: Hungarian (the data's own), English, Romanian. */
export interface LocalizedName { hu: string; en: string; ro: string }

type Names = [hu: string, en: string, ro: string];
type Service = [names: Names, minutes: number, video?: 'video'];
type Row = [id: number, key: string, names: Names, weight: number, services: Service[]];

const ROWS: Row[] = [
  [1, 'allergology', ['Allergológia', 'Allergology', 'Alergologie'], 2, [
    [['Allergológiai vizsgálat', 'Allergy examination', 'Consult alergologic'], 30],
    [['Bőrpróba (prick teszt)', 'Skin prick test', 'Test cutanat (prick test)'], 45],
    [['Allergológiai online konzultáció', 'Online allergy consultation', 'Consultație online de alergologie'], 20, 'video']]],
  [2, 'andrology', ['Andrológia', 'Andrology', 'Andrologie'], 1, [
    [['Andrológiai vizsgálat', 'Andrology examination', 'Consult andrologic'], 30],
    [['Andrológiai online konzultáció', 'Online andrology consultation', 'Consultație online de andrologie'], 20, 'video']]],
  [3, 'anaesthesiology', ['Aneszteziológia', 'Anaesthesiology', 'Anestezie și terapie intensivă'], 1, [
    [['Aneszteziológiai előzetes vizsgálat', 'Pre-anaesthetic assessment', 'Consult preanestezic'], 30]]],
  [4, 'internal-medicine', ['Belgyógyászat', 'Internal medicine', 'Medicină internă'], 5, [
    [['Belgyógyászati vizsgálat', 'Internal medicine examination', 'Consult de medicină internă'], 30],
    [['Belgyógyászati kontrollvizsgálat', 'Internal medicine follow-up', 'Control de medicină internă'], 20],
    [['Vérnyomás-beállítás', 'Blood pressure management', 'Ajustarea tratamentului hipertensiunii'], 30],
    [['Belgyógyászati online konzultáció', 'Online internal medicine consultation', 'Consultație online de medicină internă'], 20, 'video']]],
  [5, 'dermatology', ['Bőrgyógyászat', 'Dermatology', 'Dermatologie'], 5, [
    [['Bőrgyógyászati vizsgálat', 'Dermatology examination', 'Consult dermatologic'], 20],
    [['Anyajegyszűrés', 'Mole screening', 'Examinarea alunițelor (dermatoscopie)'], 30],
    [['Bőrgyógyászati kontrollvizsgálat', 'Dermatology follow-up', 'Control dermatologic'], 15],
    [['Bőrgyógyászati online konzultáció', 'Online dermatology consultation', 'Consultație online de dermatologie'], 15, 'video']]],
  [6, 'diabetology', ['Diabetológia', 'Diabetology', 'Diabetologie'], 2, [
    [['Diabetológiai vizsgálat', 'Diabetes examination', 'Consult diabetologic'], 30],
    [['Inzulinbeállítás', 'Insulin adjustment', 'Ajustarea tratamentului cu insulină'], 45],
    [['Diabetológiai online konzultáció', 'Online diabetes consultation', 'Consultație online de diabetologie'], 20, 'video']]],
  [7, 'dietetics', ['Dietetika', 'Dietetics', 'Nutriție și dietetică'], 2, [
    [['Dietetikai tanácsadás', 'Dietary counselling', 'Consiliere nutrițională'], 45],
    [['Étrend-összeállítás', 'Personal meal plan', 'Plan alimentar personalizat'], 60],
    [['Online dietetikai tanácsadás', 'Online dietary counselling', 'Consiliere nutrițională online'], 30, 'video']]],
  [8, 'endocrinology', ['Endokrinológia', 'Endocrinology', 'Endocrinologie'], 3, [
    [['Endokrinológiai vizsgálat', 'Endocrinology examination', 'Consult endocrinologic'], 30],
    [['Pajzsmirigy-ultrahang', 'Thyroid ultrasound', 'Ecografie tiroidiană'], 20],
    [['Endokrinológiai online konzultáció', 'Online endocrinology consultation', 'Consultație online de endocrinologie'], 20, 'video']]],
  [9, 'dentistry', ['Fogászat', 'Dentistry', 'Stomatologie'], 4, [
    [['Fogászati állapotfelmérés', 'Dental check-up', 'Consult stomatologic'], 30],
    [['Fogkő-eltávolítás', 'Scale and polish', 'Detartraj'], 45],
    [['Tömés', 'Filling', 'Obturație'], 45]]],
  [10, 'otorhinolaryngology', ['Fül-orr-gégészet', 'Ear, nose and throat (ENT)', 'Otorinolaringologie (ORL)'], 4, [
    [['Fül-orr-gégészeti vizsgálat', 'ENT examination', 'Consult ORL'], 20],
    [['Hallásvizsgálat', 'Hearing test', 'Audiogramă'], 30]]],
  [11, 'gastroenterology', ['Gasztroenterológia', 'Gastroenterology', 'Gastroenterologie'], 3, [
    [['Gasztroenterológiai vizsgálat', 'Gastroenterology examination', 'Consult gastroenterologic'], 30],
    [['Hasi ultrahang', 'Abdominal ultrasound', 'Ecografie abdominală'], 20],
    [['Gyomortükrözés', 'Gastroscopy', 'Endoscopie digestivă superioară'], 45],
    [['Gasztroenterológiai online konzultáció', 'Online gastroenterology consultation', 'Consultație online de gastroenterologie'], 20, 'video']]],
  [12, 'paediatrics', ['Gyermekgyógyászat', 'Paediatrics', 'Pediatrie'], 4, [
    [['Gyermekgyógyászati vizsgálat', 'Paediatric examination', 'Consult pediatric'], 20],
    [['Státuszvizsgálat', 'Child development check', 'Bilanț de dezvoltare'], 30],
    [['Gyermekorvosi online konzultáció', 'Online paediatric consultation', 'Consultație pediatrică online'], 15, 'video']]],
  [13, 'general-practice', ['Általános orvoslás', 'General practice', 'Medicină de familie'], 4, [
    [['Általános orvosi vizsgálat', 'GP consultation', 'Consult de medicină generală'], 20],
    [['Receptfelírás', 'Prescription', 'Eliberare rețetă'], 10],
    [['Általános orvosi online konzultáció', 'Online GP consultation', 'Consultație online de medicină generală'], 15, 'video']]],
  [14, 'haematology', ['Hematológia', 'Haematology', 'Hematologie'], 1, [
    [['Hematológiai vizsgálat', 'Haematology examination', 'Consult hematologic'], 30],
    [['Hematológiai online konzultáció', 'Online haematology consultation', 'Consultație online de hematologie'], 20, 'video']]],
  [15, 'infectology', ['Infektológia', 'Infectious diseases', 'Boli infecțioase'], 1, [
    [['Infektológiai vizsgálat', 'Infectious diseases examination', 'Consult de boli infecțioase'], 30],
    [['Utazás előtti tanácsadás és oltás', 'Travel advice and vaccination', 'Consiliere și vaccinare înainte de călătorie'], 30]]],
  [16, 'cardiology', ['Kardiológia', 'Cardiology', 'Cardiologie'], 5, [
    [['Kardiológiai vizsgálat', 'Cardiology examination', 'Consult cardiologic'], 30],
    [['Szívultrahang', 'Echocardiography', 'Ecocardiografie'], 30],
    [['Terheléses EKG', 'Exercise ECG (stress test)', 'EKG de efort'], 45],
    [['Holter-felhelyezés', 'Holter monitor fitting', 'Montare Holter'], 15],
    [['Kardiológiai online konzultáció', 'Online cardiology consultation', 'Consultație online de cardiologie'], 20, 'video']]],
  [17, 'clinical-psychology', ['Klinikai szakpszichológia', 'Clinical psychology', 'Psihologie clinică'], 3, [
    [['Pszichológiai konzultáció', 'Psychological consultation', 'Consiliere psihologică'], 50],
    [['Pszichoterápiás ülés', 'Psychotherapy session', 'Ședință de psihoterapie'], 50],
    [['Online pszichológiai konzultáció', 'Online psychological consultation', 'Consiliere psihologică online'], 50, 'video']]],
  [18, 'laboratory', ['Laboratóriumi diagnosztika', 'Laboratory diagnostics', 'Medicină de laborator'], 3, [
    [['Vérvétel', 'Blood test', 'Recoltare de sânge'], 10],
    [['Teljes laborcsomag', 'Full blood panel', 'Pachet complet de analize'], 15]]],
  [19, 'nephrology', ['Nefrológia', 'Nephrology', 'Nefrologie'], 1, [
    [['Nefrológiai vizsgálat', 'Nephrology examination', 'Consult nefrologic'], 30],
    [['Nefrológiai online konzultáció', 'Online nephrology consultation', 'Consultație online de nefrologie'], 20, 'video']]],
  [20, 'neurology', ['Neurológia', 'Neurology', 'Neurologie'], 3, [
    [['Neurológiai vizsgálat', 'Neurology examination', 'Consult neurologic'], 30],
    [['EEG-vizsgálat', 'EEG', 'Electroencefalogramă (EEG)'], 45],
    [['Neurológiai online konzultáció', 'Online neurology consultation', 'Consultație online de neurologie'], 20, 'video']]],
  [21, 'gynaecology', ['Szülészet-nőgyógyászat', 'Obstetrics and gynaecology', 'Obstetrică-ginecologie'], 5, [
    [['Nőgyógyászati vizsgálat', 'Gynaecological examination', 'Consult ginecologic'], 30],
    [['Nőgyógyászati rákszűrés', 'Cervical screening', 'Screening pentru cancerul de col uterin'], 30],
    [['Terhesgondozás', 'Antenatal care', 'Monitorizarea sarcinii'], 30],
    [['Nőgyógyászati online konzultáció', 'Online gynaecology consultation', 'Consultație online de ginecologie'], 20, 'video']]],
  [22, 'oncology', ['Onkológia', 'Oncology', 'Oncologie'], 1, [
    [['Onkológiai konzultáció', 'Oncology consultation', 'Consult oncologic'], 45],
    [['Onkológiai online konzultáció', 'Online oncology consultation', 'Consultație online de oncologie'], 30, 'video']]],
  [23, 'orthopaedics', ['Ortopédia', 'Orthopaedics', 'Ortopedie'], 4, [
    [['Ortopédiai vizsgálat', 'Orthopaedic examination', 'Consult ortopedic'], 20],
    [['Ízületi injekció', 'Joint injection', 'Infiltrație intraarticulară'], 20]]],
  [24, 'psychiatry', ['Pszichiátria', 'Psychiatry', 'Psihiatrie'], 2, [
    [['Pszichiátriai vizsgálat', 'Psychiatric assessment', 'Consult psihiatric'], 45],
    [['Pszichiátriai kontrollvizsgálat', 'Psychiatric follow-up', 'Control psihiatric'], 30],
    [['Pszichiátriai online konzultáció', 'Online psychiatric consultation', 'Consultație online de psihiatrie'], 30, 'video']]],
  [25, 'pulmonology', ['Tüdőgyógyászat', 'Pulmonology', 'Pneumologie'], 2, [
    [['Tüdőgyógyászati vizsgálat', 'Pulmonology examination', 'Consult pneumologic'], 30],
    [['Légzésfunkciós vizsgálat', 'Lung function test (spirometry)', 'Spirometrie'], 20],
    [['Tüdőgyógyászati online konzultáció', 'Online pulmonology consultation', 'Consultație online de pneumologie'], 20, 'video']]],
  [26, 'radiology', ['Radiológia', 'Radiology', 'Radiologie și imagistică medicală'], 2, [
    [['Röntgenvizsgálat', 'X-ray', 'Radiografie'], 15],
    [['CT-vizsgálat', 'CT scan', 'Tomografie computerizată (CT)'], 30],
    [['MR-vizsgálat', 'MRI scan', 'Rezonanță magnetică (RMN)'], 45]]],
  [27, 'rheumatology', ['Reumatológia', 'Rheumatology', 'Reumatologie'], 2, [
    [['Reumatológiai vizsgálat', 'Rheumatology examination', 'Consult reumatologic'], 30],
    [['Reumatológiai online konzultáció', 'Online rheumatology consultation', 'Consultație online de reumatologie'], 20, 'video']]],
  [28, 'general-surgery', ['Általános sebészet', 'General surgery', 'Chirurgie generală'], 2, [
    [['Sebészeti vizsgálat', 'Surgical consultation', 'Consult chirurgical'], 20],
    [['Kisműtét', 'Minor surgery', 'Intervenție chirurgicală minoră'], 45]]],
  [29, 'sports-medicine', ['Sportorvoslás', 'Sports medicine', 'Medicină sportivă'], 1, [
    [['Sportorvosi vizsgálat', 'Sports medical examination', 'Consult de medicină sportivă'], 40]]],
  [30, 'ophthalmology', ['Szemészet', 'Ophthalmology', 'Oftalmologie'], 4, [
    [['Szemészeti vizsgálat', 'Eye examination', 'Consult oftalmologic'], 30],
    [['Szemnyomásmérés', 'Eye pressure test (tonometry)', 'Măsurarea tensiunii oculare'], 15],
    [['Szemüvegrendelés', 'Glasses prescription', 'Prescriere ochelari'], 20]]],
  [31, 'traumatology', ['Traumatológia', 'Traumatology', 'Traumatologie'], 2, [
    [['Traumatológiai vizsgálat', 'Trauma consultation', 'Consult de traumatologie'], 20]]],
  [32, 'urology', ['Urológia', 'Urology', 'Urologie'], 3, [
    [['Urológiai vizsgálat', 'Urology examination', 'Consult urologic'], 30],
    [['Prosztataszűrés', 'Prostate screening', 'Screening de prostată'], 30],
    [['Urológiai online konzultáció', 'Online urology consultation', 'Consultație online de urologie'], 20, 'video']]],
  [33, 'vascular-surgery', ['Érsebészet', 'Vascular surgery', 'Chirurgie vasculară'], 1, [
    [['Érsebészeti vizsgálat', 'Vascular surgery consultation', 'Consult de chirurgie vasculară'], 30],
    [['Érdoppler-vizsgálat', 'Vascular Doppler ultrasound', 'Ecografie Doppler vasculară'], 30]]],
  [34, 'plastic-surgery', ['Plasztikai sebészet', 'Plastic surgery', 'Chirurgie plastică'], 1, [
    [['Plasztikai sebészeti konzultáció', 'Plastic surgery consultation', 'Consult de chirurgie plastică'], 30],
    [['Plasztikai sebészeti online konzultáció', 'Online plastic surgery consultation', 'Consultație online de chirurgie plastică'], 20, 'video']]],
  [35, 'physiotherapy', ['Fizioterápia', 'Physiotherapy', 'Fizioterapie'], 3, [
    [['Gyógytorna', 'Physiotherapy exercise session', 'Ședință de kinetoterapie'], 45],
    [['Fizikoterápiás kezelés', 'Physical therapy treatment', 'Tratament de fizioterapie'], 30]]],
  [36, 'occupational-health', ['Foglalkozás-egészségügy', 'Occupational health', 'Medicina muncii'], 2, [
    [['Munkaköri alkalmassági vizsgálat', 'Fitness-for-work assessment', 'Examen de aptitudine în muncă'], 20]]],
  [37, 'geriatrics', ['Geriátria', 'Geriatrics', 'Geriatrie'], 1, [
    [['Geriátriai vizsgálat', 'Geriatric assessment', 'Consult geriatric'], 40],
    [['Geriátriai online konzultáció', 'Online geriatric consultation', 'Consultație online de geriatrie'], 30, 'video']]],
  [38, 'immunology', ['Immunológia', 'Immunology', 'Imunologie'], 1, [
    [['Immunológiai vizsgálat', 'Immunology examination', 'Consult imunologic'], 30]]],
  [39, 'breast-diagnostics', ['Emlődiagnosztika', 'Breast imaging', 'Imagistică mamară'], 2, [
    [['Mammográfia', 'Mammography', 'Mamografie'], 20],
    [['Emlőultrahang', 'Breast ultrasound', 'Ecografie mamară'], 20]]],
  [40, 'ultrasound', ['Ultrahang-diagnosztika', 'Ultrasound diagnostics', 'Ecografie'], 3, [
    [['Nyaki ultrahang', 'Neck ultrasound', 'Ecografie cervicală'], 20],
    [['Kismedencei ultrahang', 'Pelvic ultrasound', 'Ecografie pelvină'], 20],
    [['Ízületi ultrahang', 'Joint ultrasound', 'Ecografie articulară'], 20]]],
];

const localized = ([hu, en, ro]: Names): LocalizedName => ({ hu, en, ro });

export const SPECIALIZATIONS: readonly FixtureSpecialization[] = ROWS.map(([id, key, names, weight]) => ({ id, key, name: names[0], names: localized(names), weight }));

export const SUBFUNCTIONS: readonly FixtureSubfunction[] = ROWS.flatMap(([specializationId, , , , services]) =>
  services.map(([names, durationMinutes, video], i) => ({
    id: specializationId * 100 + i + 1, specializationId, name: names[0], names: localized(names), durationMinutes, video: video === 'video',
  })));
