import type { Refinement, TextKind } from '@firstwords/contracts';
import { Arg, Ctx, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import { signedInUser, type GraphQLContext } from '../../graphql/context.js';
import { toIntroductionView, toVersionView, type IntroductionView, type IntroductionVersionView } from './introduction.view.js';
import {
  EditIntroductionInput,
  IntroductionVersionObject,
  RefineIntroductionInput,
  RestoreVersionInput,
  TailorIntroductionInput,
} from './introduction-versions.types.js';
import { answerWriting, STREAM_ARGUMENT } from './introductions.resolver.js';
import { IntroductionObject } from './introductions.types.js';
import { RefinementEnum, TextKindEnum } from './introduction.enums.js';

@Resolver(() => IntroductionObject)
export class IntroductionVersionsResolver {
  @FieldResolver(() => [IntroductionVersionObject], {
    description: 'Every text it has had, newest first; of one kind (a purpose or the headline) or all.',
  })
  async versions(
    @Root() introduction: IntroductionView,
    @Ctx() ctx: GraphQLContext,
    @Arg('purpose', () => TextKindEnum, { nullable: true }) purpose?: TextKind | null,
  ): Promise<IntroductionVersionView[]> {
    const versions = await ctx.services.introductions.versions(ctx.em, signedInUser(ctx), introduction.id, { purpose });
    return versions.map(toVersionView);
  }

  @FieldResolver(() => [RefinementEnum], { description: 'The directions the current text of this kind can be refined in.' })
  async refinements(
    @Root() introduction: IntroductionView,
    @Ctx() ctx: GraphQLContext,
    @Arg('purpose', () => TextKindEnum) purpose: TextKind,
  ): Promise<Refinement[]> {
    return ctx.services.introductions.refinements(ctx.em, signedInUser(ctx), introduction.id, purpose);
  }

  @Mutation(() => IntroductionObject, {
    description:
      'Rewrites the current text of one kind (a purpose or the headline) shorter, longer, more formal or warmer, for one credit.',
  })
  async refineIntroduction(
    @Arg('input', () => RefineIntroductionInput) input: RefineIntroductionInput,
    @Arg('stream', () => Boolean, STREAM_ARGUMENT) stream: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<IntroductionView> {
    return answerWriting(ctx, stream, await ctx.services.introductions.startRefinement(ctx.em, signedInUser(ctx), input));
  }

  @Mutation(() => IntroductionObject, {
    description: 'Writes the texts again for a job advert or event description, as new versions, for one credit.',
  })
  async tailorIntroduction(
    @Arg('input', () => TailorIntroductionInput) input: TailorIntroductionInput,
    @Arg('stream', () => Boolean, STREAM_ARGUMENT) stream: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<IntroductionView> {
    return answerWriting(ctx, stream, await ctx.services.introductions.startTailoring(ctx.em, signedInUser(ctx), input));
  }

  @Mutation(() => IntroductionObject, { description: "Saves the person's own text for one purpose as its current version." })
  async editIntroduction(
    @Arg('input', () => EditIntroductionInput) input: EditIntroductionInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<IntroductionView> {
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
