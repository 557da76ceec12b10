import type { SharedTextResponse } from '@firstwords/contracts';
import { Arg, Ctx, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import { signedInUser, type GraphQLContext } from '../../../graphql/context.js';
import type { IntroductionView } from '../introduction.view.js';
import { IntroductionObject } from '../introductions.types.js';
import { SharedTextInput, SharedTextObject } from './sharing.types.js';

const toObject = (shared: SharedTextResponse): SharedTextObject => ({
  ...shared,
  sharedAt: new Date(shared.sharedAt),
  updatedAt: new Date(shared.updatedAt),
});

@Resolver(() => IntroductionObject)
export class SharingResolver {
  @FieldResolver(() => [SharedTextObject], { description: 'Its texts shared by link.' })
  async sharedTexts(@Root() introduction: IntroductionView, @Ctx() ctx: GraphQLContext): Promise<SharedTextObject[]> {
    return (await ctx.services.sharedTexts.list(ctx.em, signedInUser(ctx), introduction.id)).map(toObject);
  }

  @Mutation(() => SharedTextObject, {
    description: 'Shares one text by link as it stands now; one shared already keeps its link and wording.',
  })
  async shareText(@Arg('input', () => SharedTextInput) input: SharedTextInput, @Ctx() ctx: GraphQLContext): Promise<SharedTextObject> {
    return toObject((await ctx.services.sharedTexts.share(ctx.em, signedInUser(ctx), input)).shared);
  }

  @Mutation(() => SharedTextObject, { description: 'The shared page shows the text as it stands now.' })
  async updateSharedText(
    @Arg('input', () => SharedTextInput) input: SharedTextInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SharedTextObject> {
    return toObject(await ctx.services.sharedTexts.update(ctx.em, signedInUser(ctx), input));
  }

  @Mutation(() => Boolean, { description: 'Stops sharing: the link answers 404 at once.' })
  async stopSharingText(@Arg('input', () => SharedTextInput) input: SharedTextInput, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await ctx.services.sharedTexts.stop(ctx.em, signedInUser(ctx), input);
    return true;
  }
}
