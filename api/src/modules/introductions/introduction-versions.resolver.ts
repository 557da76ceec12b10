import { Arg, Ctx, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import { signedInUser, type GraphQLContext } from '../../graphql/context.js';
import { toIntroductionView, toVersionView, type IntroductionView, type IntroductionVersionView } from './introduction.view.js';
import { EditIntroductionInput, IntroductionVersionObject, RestoreVersionInput } from './introduction-versions.types.js';
import { IntroductionObject } from './introductions.types.js';

@Resolver(() => IntroductionObject)
export class IntroductionVersionsResolver {
  @FieldResolver(() => [IntroductionVersionObject], { description: 'Every text it has had, newest first; one purpose or all four.' })
  async versions(
    @Root() introduction: IntroductionView,
    @Ctx() ctx: GraphQLContext,
    @Arg('purpose', () => String, { nullable: true }) purpose?: string | null,
  ): Promise<IntroductionVersionView[]> {
    const versions = await ctx.services.introductions.versions(ctx.em, signedInUser(ctx), introduction.id, { purpose });
    return versions.map(toVersionView);
  }

  @Mutation(() => IntroductionObject, { description: "Saves the person's own text for one purpose as its current version." })
  async editIntroduction(@Arg('input', () => EditIntroductionInput) input: EditIntroductionInput, @Ctx() ctx: GraphQLContext): Promise<IntroductionView> {
    const { introduction, myRating } = await ctx.services.introductions.edit(ctx.em, signedInUser(ctx), input);
    return toIntroductionView(introduction, myRating);
  }

  @Mutation(() => IntroductionObject, { description: 'Makes an earlier version current again, as a new version.' })
  async restoreIntroductionVersion(
    @Arg('input', () => RestoreVersionInput) input: RestoreVersionInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<IntroductionView> {
    const { introduction, myRating } = await ctx.services.introductions.restoreVersion(ctx.em, signedInUser(ctx), input);
    return toIntroductionView(introduction, myRating);
  }
}
