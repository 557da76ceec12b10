import { COMMUNICATION_STYLES, PURPOSES, REFINEMENTS, VERSION_ORIGINS } from '@firstwords/contracts';
import { contractEnum } from '../../graphql/enums.js';

export const PurposeEnum = contractEnum(
  'Purpose',
  PURPOSES,
  'The four texts of an introduction: LinkedIn profile, job interview, event pitch, business profile.',
);
export const CommunicationStyleEnum = contractEnum('CommunicationStyle', COMMUNICATION_STYLES, 'The tone the texts are written in.');
export const RefinementEnum = contractEnum('Refinement', REFINEMENTS, 'A one-click rewrite of a text, with the same facts.');
export const VersionOriginEnum = contractEnum(
  'VersionOrigin',
  VERSION_ORIGINS,
  'What made a version: written, regenerated, edited by the person, restored, or refined in one direction.',
);
