import type { AdvertCoverage, RequirementKind, TextKind } from '@firstwords/contracts';
import { Arg, Ctx, Field, FieldResolver, ObjectType, Resolver, Root } from 'type-graphql';
import { signedInUser, type GraphQLContext } from '../../graphql/context.js';
import type { AdvertAssessment } from '../generation/index.js';
import { toAdvertView, type IntroductionView } from './introduction.view.js';
import { AdvertCoverageEnum, RequirementKindEnum, TextKindEnum } from './introduction.enums.js';
import { IntroductionObject } from './introductions.types.js';

@ObjectType('AdvertRequirement', { simpleResolvers: true })
class AdvertRequirementObject {
  @Field(() => String, { description: 'As the advert words it (stored text: escaped).' })
  phrase!: string;

  @Field(() => RequirementKindEnum)
  kind!: RequirementKind;

  @Field(() => AdvertCoverageEnum)
  coverage!: AdvertCoverage;
}

@ObjectType('AdvertReading', { simpleResolvers: true })
export class AdvertReadingObject {
  @Field(() => String, { nullable: true, description: "The role's title the advert names." })
  role!: string | null;

  @Field(() => String, { nullable: true, description: 'The organisation the advert names.' })
  organisation!: string | null;

  @Field(() => [AdvertRequirementObject])
  requirements!: AdvertRequirementObject[];
}

@Resolver(() => IntroductionObject)
export class IntroductionAdvertResolver {
  @FieldResolver(() => AdvertReadingObject, {
    description:
      "What the advert asks for, against the answers and one current text (the chosen purpose's by default); empty without an advert.",
  })
  async advertReading(
    @Root() introduction: IntroductionView,
    @Ctx() ctx: GraphQLContext,
    @Arg('purpose', () => TextKindEnum, { nullable: true }) purpose?: TextKind | null,
  ): Promise<AdvertAssessment> {
    return toAdvertView(await ctx.services.introductions.advertReading(ctx.em, signedInUser(ctx), introduction.id, { purpose }));
  }
}
