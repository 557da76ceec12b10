import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('IntroductionVersion', { description: 'One text an introduction has had for one purpose; the newest is current.' })
export class IntroductionVersionObject {
  @Field(() => Int)
  id!: number;

  @Field(() => String, { description: 'linkedin, job, pitch or business' })
  purpose!: string;

  @Field(() => String)
  text!: string;

  @Field(() => String, { description: 'generated, regenerated, edited, restored, shorter, longer, more_formal or warmer' })
  origin!: string;

  @Field(() => String, { nullable: true, description: 'offline or openai; null for a text the person wrote' })
  writer!: string | null;

  @Field(() => Date)
  createdAt!: Date;
}

@InputType({ description: "The person's own text for one purpose; free, within the purpose's length limit." })
export class EditIntroductionInput {
  @Field(() => Int)
  introductionId!: number;

  @Field(() => String, { description: 'linkedin, job, pitch or business' })
  purpose!: string;

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

@InputType({ description: 'One text rewritten in one direction with the same facts, for one credit.' })
export class RefineIntroductionInput {
  @Field(() => Int)
  introductionId!: number;

  @Field(() => String, { description: 'linkedin, job, pitch or business' })
  purpose!: string;

  @Field(() => String, { description: 'shorter, longer, more_formal or warmer' })
  direction!: string;
}
