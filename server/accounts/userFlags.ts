import type { UserFlag } from '../../generated/config-types';

/** Every user flag of spec §2/§3 (common.schema.json#/definitions/userFlag); the me call answers each as a boolean. */
export const ALL_FLAGS: readonly UserFlag[] = [
  'hasAppointments', 'hasClaimReporting', 'hasGeneralConsultation', 'hasCoverage', 'hasDiagnostics',
  'hasFitnessConsultation', 'hasNutritionConsultation', 'hasP4P', 'hasPreauthorization', 'hasPsychology',
  'hasRelatives', 'hasRightsConsultation', 'hasScreening', 'hasSecondOpinion', 'hasConsultation',
  'hasVaccination', 'hasVideoConsultation', 'hasWiweConsultation', 'hasCardNetwork', 'hasMap',
];
