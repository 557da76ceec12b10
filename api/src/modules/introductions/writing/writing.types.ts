import type { DraftState, TextKind } from '@firstwords/contracts';
import { Field, ObjectType } from 'type-graphql';
import { DraftStateEnum, TextKindEnum } from '../introduction.enums.js';
import { IntroductionObject } from '../introductions.types.js';
import type { IntroductionView } from '../introduction.view.js';

@ObjectType('Draft', { description: 'One text as it stands while it is written: the whole text so far.', simpleResolvers: true })
export class DraftObject {
  @Field(() => TextKindEnum)
  purpose!: TextKind;

  @Field(() => String)
  text!: string;

  @Field(() => DraftStateEnum)
  state!: DraftState;
}

@ObjectType('IntroductionWritingEvent', {
  simpleResolvers: true,
  description: 'What the writing of an introduction tells as it goes on: a text as it stands, then the introduction with its stored texts.',
})
export class IntroductionWritingEventObject {
  @Field(() => DraftObject, { nullable: true, description: 'A text as it stands; null on the last event.' })
  draft!: DraftObject | null;

  @Field(() => IntroductionObject, {
    nullable: true,
    description: 'On the last event: the introduction with the texts the writing stored (or, if it failed, the ones it had).',
  })
  introduction!: IntroductionView | null;
}
