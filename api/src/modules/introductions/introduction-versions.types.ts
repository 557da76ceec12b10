import type { Refinement, TextKind, VersionOrigin } from '@firstwords/contracts';
import { RefinementEnum, TextKindEnum, VersionOriginEnum } from './introduction.enums.js';
import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('IntroductionVersion', {
  simpleResolvers: true,
  description: "One text an introduction has had (a purpose's, or the headline); the newest of each is current.",
})
export class IntroductionVersionObject {
  @Field(() => Int)
  id!: number;

  @Field(() => TextKindEnum)
  purpose!: TextKind;

  @Field(() => String)
  text!: string;

  @Field(() => VersionOriginEnum)
  origin!: VersionOrigin;

  @Field(() => String, { nullable: true, description: 'offline or openai; null for a text the person wrote' })
  writer!: string | null;

  @Field(() => Date)
  createdAt!: Date;
}

@InputType({ description: "The person's own text for one purpose or the headline; free, within that text's length limit." })
export class EditIntroductionInput {
  @Field(() => Int)
  introductionId!: number;

  @Field(() => TextKindEnum)
  purpose!: TextKind;

  @Field(() => String)
  text!: string;
}

@InputType({ description: 'An earlier version to make current again (kept as a new version).' })
export class RestoreVersionInput {
  @Field(() => Int)
  introductionId!: number;

  @Field(() => Int)
  versionId!: number;
}

@InputType({ description: 'The texts written again for a job advert or event description, for one credit.' })
export class TailorIntroductionInput {
  @Field(() => Int)
  introductionId!: number;

  @Field(() => String, { description: 'Up to 10,000 characters; kept with the texts once they are written.' })
  advert!: string;
}

@InputType({ description: 'One text rewritten in one direction with the same facts, for one credit.' })
export class RefineIntroductionInput {
  @Field(() => Int)
  introductionId!: number;

  @Field(() => TextKindEnum)
  purpose!: TextKind;

  @Field(() => RefinementEnum)
  direction!: Refinement;
}
