import { Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import type { CreditPackageView } from './credit-packages.service.js';
import { CreditPackageType } from './credit-packages.types.js';

@Resolver()
export class CreditPackagesResolver {
  @Query(() => [CreditPackageType], { description: 'Packages for sale, subscription included (the web hides isSubscription ones).' })
  creditPackages(@Ctx() { em, services }: GraphQLContext): Promise<CreditPackageView[]> {
    return services.creditPackages.listActive(em);
  }
}
