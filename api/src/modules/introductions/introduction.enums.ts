import {
  ADVERT_COVERAGES,
  ANSWER_USES,
  COMMUNICATION_STYLES,
  DRAFT_STATES,
  PURPOSES,
  READ_ANSWERS,
  REFINEMENTS,
  REQUIREMENT_KINDS,
  TEXT_KINDS,
  VERSION_ORIGINS,
} from '@firstwords/contracts';
import { contractEnum } from '../../graphql/enums.js';

export const PurposeEnum = contractEnum(
  'Purpose',
  PURPOSES,
  'The four texts of an introduction: LinkedIn profile, job interview, event pitch, business profile.',
);
export const TextKindEnum = contractEnum(
  'TextKind',
  TEXT_KINDS,
  'One text of an introduction: the four purposes, and the LinkedIn headline written beside them.',
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
export const RequirementKindEnum = contractEnum(
  'RequirementKind',
  REQUIREMENT_KINDS,
  'What an advert asks for: a skill, a tool, a qualification or a duty.',
);
export const AdvertCoverageEnum = contractEnum(
  'AdvertCoverage',
  ADVERT_COVERAGES,
  'Where a requirement stands: in the answers and the text (covered), in the answers only, or not in the answers.',
);
export const ReadAnswerEnum = contractEnum('ReadAnswer', READ_ANSWERS, 'An answer the reading shown before writing gives sentences for.');
export const AnswerUseEnum = contractEnum(
  'AnswerUse',
  ANSWER_USES,
  'How the writer will use an answer: said in sentences, listed as typed (LinkedIn and business texts), or not at all.',
);
