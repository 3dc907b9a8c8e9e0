import { BusinessEntity, type BusinessItem } from '../entities/business';
import type { ChatMessageItem } from '../entities/chat-message';
import type { ConversationMemberItem } from '../entities/conversation';
import { UserEntity, type UserItem } from '../entities/user';
import type { ChatBusinessContext, ChatConversation, ChatMessage, ChatUserContext } from '../../../shared/schemas/chat';
import { formatIndianPhone } from '../../../shared/business/format';
import { uploadUrl } from '../../../shared/uploads';

/**
 * The customer's card in a conversation (spec 2 §3 userContext), with their
 * private phone and home address. Only the conversation's two participants
 * ever get a card (the customer's own, or the owner answering them): every
 * caller of this builds it for a participant's own view.
 */
export function toUserContext(user: UserItem | undefined, userId: string): ChatUserContext {
  return {
    _id: userId,
    name: user ? `${user.firstName} ${user.lastName}`.trim() : 'Deleted user',
    image: uploadUrl(user?.image),
    email: user?.email,
    ...(user?.phone ? { phone: formatIndianPhone(user.phone) } : {}),
    verifiedPhones: [],
    home: user?.homeAddress ? [user.homeAddress] : [],
  };
}

type StoredAddress = { suite?: string; street?: string; city?: string; state?: string; zipCode?: string; country?: string };

/** The business's card in a conversation (spec 2 §3 businessContext). */
export function toBusinessContext(business: BusinessItem | undefined, businessId: string): ChatBusinessContext {
  const address = (business?.address ?? {}) as StoredAddress;
  const media = (business?.media ?? {}) as { gallery?: string[] };
  return {
    _id: businessId,
    name: business?.name ?? 'Removed business',
    slug: business?.slug ?? '',
    logo: uploadUrl(business?.logo),
    owner: business?.ownerId ?? '',
    unClaimed: business?.unclaimed ?? false,
    countryName: address.country ?? 'India',
    contact: { phone: (business?.contact as { phone?: string } | undefined)?.phone },
    rating: { average: business?.ratingAverage ?? 0, count: business?.ratingCount ?? 0 },
    establishmentYear: business?.establishmentYear,
    followers: business?.followersCount ?? 0,
    description: business?.description,
    address: { suite: address.suite, street: address.street, city: address.city, state: address.state, zipCode: address.zipCode },
    paymentTypes: Array.isArray(business?.paymentTypes) ? (business.paymentTypes as string[]) : [],
    media: (media.gallery ?? []).slice(0, 12).map((key) => uploadUrl(key)!),
    cityName: business?.cityName ?? '',
  };
}

/** A stored message as the wire carries it (spec 2 §3 Message). */
export function toChatMessage(message: ChatMessageItem): ChatMessage {
  return {
    _id: message.messageId,
    clientId: message.clientId,
    conversationId: message.conversationId,
    senderId: message.senderId,
    receiverId: message.receiverId,
    text: message.text,
    imgUrl: uploadUrl(message.attachmentKey),
    createdAt: message.createdAt,
    ...(message.seq ? { seq: message.seq } : {}),
    businessId: message.businessId,
    cityName: message.cityName,
    productId: message.productId,
  };
}

/** Whether a side's row has something to show: a message after the participant last deleted the chat. */
export function isVisible(member: ConversationMemberItem): boolean {
  const hasMessage = member.lastMessageText !== undefined || member.lastHasAttachment;
  return Boolean(hasMessage && (!member.clearedAt || member.lastMessageAt > member.clearedAt));
}

/** Loads users and businesses by id in batches (missing ones are left out). */
export async function loadPeopleAndBusinesses(userIds: string[], businessIds: string[]) {
  const unique = (ids: string[]) => [...new Set(ids)];
  const [users, businesses] = await Promise.all([
    userIds.length ? UserEntity.get(unique(userIds).map((userId) => ({ userId }))).go() : { data: [] as UserItem[] },
    businessIds.length ? BusinessEntity.get(unique(businessIds).map((businessId) => ({ businessId }))).go() : { data: [] as BusinessItem[] },
  ]);
  return {
    users: new Map(users.data.map((user) => [user.userId, user])),
    businesses: new Map(businesses.data.map((business) => [business.businessId, business])),
  };
}

/** The caller's conversation rows, with both cards filled in. */
export async function toConversationRows(members: ConversationMemberItem[]): Promise<ChatConversation[]> {
  const customerOf = (member: ConversationMemberItem) => (member.isOwner ? member.otherUserId : member.userId);
  const { users, businesses } = await loadPeopleAndBusinesses(
    members.map(customerOf),
    members.map((member) => member.businessId),
  );
  return members.map((member) => toConversationRow(member, users.get(customerOf(member)), businesses.get(member.businessId)));
}

export function toConversationRow(member: ConversationMemberItem, customer: UserItem | undefined, business: BusinessItem | undefined): ChatConversation {
  const customerId = member.isOwner ? member.otherUserId : member.userId;
  const ownerId = member.isOwner ? member.userId : member.otherUserId;
  return {
    _id: member.conversationId,
    businessId: member.businessId,
    cityName: member.cityName,
    otherUserId: member.otherUserId,
    isOwner: member.isOwner,
    owner: ownerId,
    userContext: toUserContext(customer, customerId),
    businessContext: toBusinessContext(business, member.businessId),
    lastMessage: isVisible(member)
      ? { text: member.lastMessageText ?? '', timeNow: member.lastMessageAt, senderId: member.lastSenderId ?? '', hasAttachment: Boolean(member.lastHasAttachment) }
      : null,
    unseenMessages: member.unseenMessages,
    otherReadAt: member.otherReadAt,
  };
}
