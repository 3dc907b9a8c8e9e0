import { getMany } from '../../data/batch-get';
import { getBusinessById } from '../../data/entities/business';
import { approveClaim, createClaim, getClaim, listClaims, listClaimsByUser, rejectClaim, type BusinessClaimItem } from '../../data/entities/business-claim';
import { UserEntity } from '../../data/entities/user';
import { readCursor, signCursor } from '../../lib/cursor';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { defineRoute, reply, type DomainRoutes } from '../../lib/http';
import { ClaimBusinessSchema, ClaimIdPathSchema, claimMessages, ClaimsQuerySchema, type ClaimRow, type ClaimsPage } from '../../../shared/schemas/claim';
import { msg } from '../../../shared/i18n/catalog';

/** How many pages the admin table reads at most to fill one page of a status filter. */
const CLAIM_READS = 10;

type Claimant = ClaimRow['claimant'];

/** The claims as rows, with each claimant's name and email (one BatchGet). */
async function claimRows(claims: readonly BusinessClaimItem[]): Promise<ClaimRow[]> {
  const users = await getMany(claims.map((claim) => UserEntity.get({ userId: claim.userId })));
  return claims.map((claim, index) => {
    const raw = users[index];
    const user = raw ? UserEntity.parse({ Item: raw }).data : undefined;
    const claimant: Claimant = { _id: claim.userId, firstName: user?.firstName ?? '', lastName: user?.lastName ?? '', email: user?.email ?? '' };
    return {
      _id: claim.claimId,
      status: claim.status,
      note: claim.note ?? '',
      createdAt: claim.createdAt,
      decidedAt: claim.decidedAt ?? null,
      business: { _id: claim.businessId, name: claim.businessName, slug: claim.businessSlug, cityName: claim.cityName },
      claimant,
    };
  });
}

/** One claim as its row: claimRows answers a row for each claim it is given. */
async function claimRow(claim: BusinessClaimItem): Promise<ClaimRow> {
  const [row] = await claimRows([claim]);
  if (!row) throw new Error(`No row for claim ${claim.claimId}`);
  return row;
}

async function loadClaim(claimId: string): Promise<BusinessClaimItem> {
  const claim = await getClaim(claimId);
  if (!claim) throw new NotFoundError(claimMessages.claimNotFound);
  return claim;
}

/** Claims of unclaimed listings: filed by users, decided by admins (the manifest gates the admin routes). */
export const claimRoutes = {
  // A signed-in user claims an unclaimed listing; 409 when it is claimed already or this user claimed it before.
  'POST /claims/add': defineRoute({
    body: ClaimBusinessSchema,
    handler: async ({ body, caller }) => {
      const business = await getBusinessById(body.businessId);
      if (!business || business.status !== 'active') throw new NotFoundError(claimMessages.businessNotFound);
      if (!business.unclaimed) throw new ConflictError(claimMessages.alreadyClaimed);
      const claim = await createClaim(business, caller.sub, body.note);
      return reply(201, { message: claimMessages.submitted, data: await claimRow(claim) });
    },
  }),

  // The caller's own claims, newest first: the claim page marks the listings they are waiting on.
  'GET /claims/mine': defineRoute({
    handler: async ({ caller }) => ({ data: await claimRows(await listClaimsByUser(caller.sub)) }),
  }),

  // The admin table, newest first, optionally one status only.
  'GET /claims/all': defineRoute({
    query: ClaimsQuerySchema,
    handler: async ({ query }): Promise<ClaimsPage> => {
      const claims: BusinessClaimItem[] = [];
      let cursor = await readCursor(query.cursor);
      for (let reads = 0; reads < CLAIM_READS && claims.length < query.limit; reads++) {
        const page = await listClaims(query.limit - claims.length, cursor);
        claims.push(...page.data.filter((claim) => !query.status || claim.status === query.status));
        cursor = page.cursor;
        if (!cursor || !query.status) break;
      }
      return { data: await claimRows(claims), cursor: await signCursor(cursor) };
    },
  }),

  // Makes the claimant the listing's owner, atomically with approving the claim.
  'POST /claims/approve/{id}': defineRoute({
    path: ClaimIdPathSchema,
    handler: async ({ path, caller }) => {
      const claim = await loadClaim(path.id);
      const business = await getBusinessById(claim.businessId);
      if (!business) throw new ConflictError(msg('The business no longer exists'));
      await approveClaim(claim, business, caller.sub);
      return { message: 'approved', status: 'approved' };
    },
  }),

  // Rejects a pending claim; the listing stays unclaimed.
  'POST /claims/reject/{id}': defineRoute({
    path: ClaimIdPathSchema,
    handler: async ({ path, caller }) => {
      await loadClaim(path.id);
      await rejectClaim(path.id, caller.sub);
      return { message: 'rejected', status: 'rejected' };
    },
  }),
} satisfies Partial<DomainRoutes<'businesses'>>;
