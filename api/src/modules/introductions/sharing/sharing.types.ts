import type { TextKind } from '@firstwords/contracts';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { TextKindEnum } from '../introduction.enums.js';

@ObjectType('SharedText', { simpleResolvers: true, description: 'One text shared by link: its page shows it with the name, nothing else.' })
export class SharedTextObject {
  @Field(() => TextKindEnum)
  purpose!: TextKind;

  @Field(() => String, { description: 'The page anyone with the link sees: `/s/{token}`, the token unguessable.' })
  path!: string;

  @Field(() => String, { description: 'What the page shows: the text as it stood when shared or last updated.' })
  text!: string;

  @Field(() => Boolean, { description: 'False once the text has changed since: updateSharedText shows the new one.' })
  current!: boolean;

  @Field(() => Date)
  sharedAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;
}

@InputType({ description: 'One text of an introduction: a purpose, or the headline.' })
export class SharedTextInput {
  @Field(() => Int)
  introductionId!: number;

  @Field(() => TextKindEnum)
  purpose!: TextKind;
}
