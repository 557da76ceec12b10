import type { AnswerReadingResponse, AnswerUse, ReadAnswer } from '@firstwords/contracts';
import { Arg, Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import { signedInUser, type GraphQLContext } from '../../graphql/context.js';
import { AdvertReadingObject } from './introduction-advert.resolver.js';
import { AnswerUseEnum, ReadAnswerEnum } from './introduction.enums.js';
import { toAnswerReadingView } from './introduction.view.js';
import { GenerateIntroductionInput } from './introductions.types.js';

@ObjectType('AnswerAsSaid', { simpleResolvers: true, description: 'One answer, or one achievement, as the texts will say it.' })
class AnswerAsSaidObject {
  @Field(() => ReadAnswerEnum)
  answer!: ReadAnswer;

  @Field(() => String, { description: 'As read (tidied), escaped as stored text.' })
  typed!: string;

  @Field(() => String, { nullable: true, description: 'As the texts will say it, in the first person; null when not used.' })
  said!: string | null;

  @Field(() => AnswerUseEnum)
  use!: AnswerUse;

  @Field(() => String, { nullable: true, description: 'Why it is listed, unused or read as it is, in a few words.' })
  note!: string | null;

  @Field(() => String, { nullable: true, description: 'A sentence the person may use instead.' })
  suggestion!: string | null;
}

@ObjectType('CareerRoleReading', { simpleResolvers: true })
class CareerRoleReadingObject {
  @Field(() => String)
  title!: string;

  @Field(() => String, { nullable: true })
  employer!: string | null;

  @Field(() => String, { nullable: true, description: '"2019 to now", "2014 to 2020", or as the CV gives it.' })
  years!: string | null;
}

@ObjectType('CareerReading', { simpleResolvers: true, description: 'What the CV gives.' })
class CareerReadingObject {
  @Field(() => [CareerRoleReadingObject])
  roles!: CareerRoleReadingObject[];

  @Field(() => [String])
  qualifications!: string[];

  @Field(() => String, { nullable: true, description: 'The career and qualifications as the texts will say them.' })
  said!: string | null;

  @Field(() => String, { nullable: true })
  note!: string | null;
}

@ObjectType('AnswerReading', { simpleResolvers: true, description: 'How the writer will use the answers, before it writes.' })
class AnswerReadingObject {
  @Field(() => [AnswerAsSaidObject])
  answers!: AnswerAsSaidObject[];

  @Field(() => CareerReadingObject, { nullable: true, description: 'Null without a CV.' })
  career!: CareerReadingObject | null;

  @Field(() => AdvertReadingObject, { nullable: true, description: 'What the advert asks for, against the answers; null without one.' })
  advert!: AdvertReadingObject | null;
}

@Resolver()
export class AnswerReadingResolver {
  @Query(() => AnswerReadingObject, {
    description: 'How the writer will use these answers, before it writes: each as the texts will say it. Costs no credit.',
  })
  async answerReading(
    @Arg('input', () => GenerateIntroductionInput) input: GenerateIntroductionInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AnswerReadingResponse> {
    return toAnswerReadingView(await ctx.services.introductions.readAnswers(ctx.em, signedInUser(ctx), input));
  }
}
