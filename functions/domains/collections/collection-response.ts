import type { BusinessItem } from '../../data/entities/business';
import type { CollectionItem } from '../../data/entities/collection';
import type { UserItem } from '../../data/entities/user';
import type { CollectionResponse } from '../../../shared/schemas/collection';
import { toBusinessResponse } from '../../data/responses/business-response';
import { toUserResponse } from '../../data/responses/user-response';

/** A collection as the API returns it (spec 1 §3), with the ids of the businesses saved in it. */
export function toCollectionResponse(collection: CollectionItem, businessIds: string[], owner: UserItem | undefined): CollectionResponse {
  return {
    _id: collection.collectionId,
    name: collection.name,
    description: collection.description ?? '',
    public: collection.public,
    images: collection.images,
    cityName: collection.cityName,
    businessCount: businessIds.length,
    businessIds,
    owner: owner ? toUserResponse(owner, undefined) : undefined,
    createdAt: collection.createdAt,
  };
}

/** A public collection with its businesses, as the public-collections page shows it. */
export function toPublicCollectionResponse(collection: CollectionItem, businessIds: string[], owner: UserItem | undefined, businesses: BusinessItem[]) {
  return { ...toCollectionResponse(collection, businessIds, owner), businesses: businesses.map((business) => toBusinessResponse(business, undefined)) };
}
