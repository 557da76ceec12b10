import { Field, InputType } from 'type-graphql';

@InputType()
export class FeedbackInput {
  @Field(() => String, { nullable: true })
  subject?: string | null;

  @Field(() => String)
  feedback!: string;
}
