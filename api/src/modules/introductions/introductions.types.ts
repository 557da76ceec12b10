import { ANSWER_FIELDS, type AnswerField, type Purpose } from '@firstwords/contracts';
import { CommunicationStyleEnum, PurposeEnum } from './introduction.enums.js';
import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('IntroductionTexts', { simpleResolvers: true })
export class IntroductionTextsObject {
  @Field(() => String, { nullable: true })
  linkedin!: string | null;

  @Field(() => String, { nullable: true })
  job!: string | null;

  @Field(() => String, { nullable: true })
  pitch!: string | null;

  @Field(() => String, { nullable: true })
  business!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The LinkedIn headline, at most 220 characters; null for an introduction written before headlines.',
  })
  headline!: string | null;
}

@ObjectType('IntroductionRating', { simpleResolvers: true })
export class IntroductionRatingObject {
  @Field(() => Int)
  id!: number;

  @Field(() => Int)
  introductionId!: number;

  @Field(() => Int, { nullable: true, description: 'The version rated; null for a rating from before versions were kept.' })
  versionId!: number | null;

  @Field(() => Int)
  rating!: number;

  @Field(() => String, { nullable: true })
  comment!: string | null;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType('Introduction', { simpleResolvers: true })
export class IntroductionObject {
  @Field(() => Int)
  id!: number;

  // The answers: declared from the contract below (declareAnswerFields).

  @Field(() => IntroductionTextsObject)
  introductions!: IntroductionTextsObject;

  @Field(() => IntroductionRatingObject, {
    nullable: true,
    description: "The signed-in user's rating of this introduction, if any.",
  })
  myRating!: IntroductionRatingObject | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;
}

@ObjectType('IntroductionSummary', {
  simpleResolvers: true,
  description: 'An introduction as the dashboard lists it: its purpose, date and a preview, without the texts.',
})
export class IntroductionSummaryObject {
  @Field(() => Int)
  id!: number;

  @Field(() => PurposeEnum)
  purpose!: Purpose;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => String, {
    description: 'The first 100 characters of the first text present, entities decoded; lists show it with an ellipsis.',
  })
  preview!: string;
}

@ObjectType('IntroductionPage', { simpleResolvers: true, description: 'One page of introductions, newest first.' })
export class IntroductionPageObject {
  // One item's cost: the page's query multiplies it by its limit.
  @Field(() => [IntroductionObject], { complexity: ({ childComplexity }) => childComplexity })
  items!: IntroductionObject[];

  @Field(() => String, { nullable: true, description: 'Pass as `cursor` for the next page; null on the last one.' })
  nextCursor!: string | null;
}

@ObjectType('IntroductionSummaryPage', { simpleResolvers: true, description: 'One page of the dashboard list, newest first.' })
export class IntroductionSummaryPageObject {
  @Field(() => [IntroductionSummaryObject], { complexity: ({ childComplexity }) => childComplexity })
  items!: IntroductionSummaryObject[];

  @Field(() => String, { nullable: true, description: 'Pass as `cursor` for the next page; null on the last one.' })
  nextCursor!: string | null;
}

/** The generation request; the service's zod schema does the checking, for GraphQL and REST alike. */
@InputType()
export class GenerateIntroductionInput {}

// A choice whose values a GraphQL enum has is that enum; any other answer is text.
const CHOICE_ENUMS: object[] = [PurposeEnum, CommunicationStyleEnum];
const graphQLTypeOf = ({ choices }: AnswerField) =>
  CHOICE_ENUMS.find((values) => Object.values(values).join() === choices?.join()) ?? String;

/** Every answer field of the contract, on the input the person sends and the object they get back. */
for (const field of ANSWER_FIELDS) {
  const { name, description } = field;
  Field(() => graphQLTypeOf(field), { nullable: field.omissible, description })(GenerateIntroductionInput.prototype, name);
  Field(() => graphQLTypeOf(field), { nullable: field.optional, description })(IntroductionObject.prototype, name);
}

@InputType()
export class RateIntroductionInput {
  @Field(() => Int)
  introductionId!: number;

  @Field(() => Int)
  rating!: number;

  @Field(() => String, { nullable: true })
  comment?: string | null;
}
