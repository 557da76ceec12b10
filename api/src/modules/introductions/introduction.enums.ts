import { COMMUNICATION_STYLES, DRAFT_STATES, PURPOSES, REFINEMENTS, VERSION_ORIGINS } from '@firstwords/contracts';
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
export const DraftStateEnum = contractEnum(
  'DraftState',
  DRAFT_STATES,
  'How far a text being written has come: as it is written, asked again after failing a check (polishing), or passed (done).',
);
