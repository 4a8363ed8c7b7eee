/**
 * Signing in to the portal (PORTAL.md "Signing in"). A link's token is 32 random bytes (base64url) sent only in the
 * email; the table keeps its SHA-256 for 15 minutes. Asking for a link answers the same, in at least 600 ms, whatever
 * the email; the link opens a session (an HttpOnly cookie) for one tenant or customer of one company, once.
 */
import { ulid } from 'ulid';
import type { PortalChoice, PortalKind, PortalPerson, PortalPersonRef, PortalSessionResponse } from '../../../shared/portal/types.ts';
import * as PORTAL_MESSAGES from '../../../shared/portal/messages.ts';
import { recordFailure } from '../../account/data/throttles.ts';
import type { ThrottleKind } from '../../account/keys.ts';
import { isConditionFailed } from '../../lib/dynamo/transact.ts';
import { sendOnce } from '../../lib/email/send-once.ts';
import { portalSignInEmail } from '../../lib/email/templates/portal-sign-in.ts';
import { badRequest } from '../../lib/errors.ts';
import { log, serializeError } from '../../lib/logger.ts';
import { issuePortalToken } from '../../lib/portal-tokens.ts';
import { findPortalCandidates } from '../data/email-lookup.ts';
import { getSignInLink, signInLinkClaim, spendSignInLink } from '../data/links.ts';
import { getPortalSettings } from '../data/settings.ts';
import { APP_OF, hasEmail, loadCompany, loadPerson, parsePersonRef, personRef } from './people.ts';
import { hashLinkToken, linkTokenHash, newLinkToken } from '../../lib/link-tokens.ts';
import { assertUnderLimits } from '../../account/services/throttle.ts';

export const LINK_MINUTES = 15;
/** Per email: each request may send emails; per address: requests and invalid links together. */
export const SIGN_IN_THROTTLE = { windowSeconds: 15 * 60, perEmail: 5, perAddress: 20 } as const;
/** Both answers take at least this long, so the time does not tell a known email from an unknown one. */
export const SIGN_IN_MIN_MS = 600;

const count = (kind: ThrottleKind, subject: string, nowSeconds: number) =>
  recordFailure(kind, subject, nowSeconds, SIGN_IN_THROTTLE.windowSeconds);

/** The people of one company a link for this email may open: still with this email, their app's portal on. */
async function peopleFor(candidate: { companyId: string; tenantIds: string[]; customerIds: string[] }, email: string) {
  const { settings } = await getPortalSettings(candidate.companyId);
  const wanted: { kind: PortalKind; id: string }[] = [
    ...(settings.rent ? candidate.tenantIds.map((id) => ({ kind: 'tenant' as const, id })) : []),
    ...(settings.inventory ? candidate.customerIds.map((id) => ({ kind: 'customer' as const, id })) : []),
  ];
  const people = await Promise.all(wanted.map((w) => loadPerson(candidate.companyId, w.kind, w.id)));
  return people.filter((p): p is PortalPerson => hasEmail(p, email));
}

/**
 * Emails a link for each company where the email is a tenant's or a customer's and the portal is on; answers the same,
 * in about the same time, when there is none. A send that fails is logged, not answered (the person asks again).
 */
export async function requestSignIn(email: string, address: string, now = new Date()): Promise<void> {
  const startedAt = Date.now();
  const nowSeconds = Math.floor(now.getTime() / 1000);
  await assertUnderLimits(
    [
      { kind: 'portal-email', subject: email, max: SIGN_IN_THROTTLE.perEmail },
      { kind: 'portal-address', subject: address, max: SIGN_IN_THROTTLE.perAddress },
    ],
    nowSeconds,
    PORTAL_MESSAGES.tooManySignInRequests,
  );
  await Promise.all([count('portal-email', email, nowSeconds), count('portal-address', address, nowSeconds)]);
  const candidates = await findPortalCandidates(email);
  await Promise.all(
    candidates.map(async (candidate) => {
      try {
        const people = await peopleFor(candidate, email);
        if (people.length) await sendSignInLink(candidate.companyId, email, people, { invited: false, now });
      } catch (err) {
        log('error', 'portal sign-in email not sent', { companyId: candidate.companyId, ...serializeError(err) });
      }
    }),
  );
  const rest = SIGN_IN_MIN_MS - (Date.now() - startedAt);
  if (rest > 0) await new Promise((r) => setTimeout(r, rest));
}

/** Makes a link for these people of one company and emails it (sign-in, or an owner's invitation). */
export async function sendSignInLink(
  companyId: string,
  email: string,
  people: readonly PortalPerson[],
  options: { invited: boolean; now: Date },
): Promise<void> {
  const company = await loadCompany(companyId);
  const token = newLinkToken();
  const claim = signInLinkClaim(hashLinkToken(token), {
    companyId,
    email: email.trim().toLowerCase(),
    people: people.map((p) => personRef(p.kind, p.id)),
    createdAt: options.now.toISOString(),
    expiresAt: Math.floor(options.now.getTime() / 1000) + LINK_MINUTES * 60,
  });
  await sendOnce({
    ...claim,
    kind: options.invited ? 'portal-invitation' : 'portal-sign-in',
    message: portalSignInEmail({
      to: email,
      personName: people[0]!.name,
      companyName: company?.name ?? 'Business Suite',
      token,
      validMinutes: LINK_MINUTES,
      invited: options.invited,
    }),
    now: options.now,
  });
}

/**
 * Opens a session from a link: the person it names (or the one picked among several), still with the link's email and
 * their app's portal still on. A link naming several people answers the choices and stays usable until one is picked.
 */
export async function startSession(
  input: { token: string; person?: PortalPersonRef },
  address: string,
  now = new Date(),
): Promise<{ response: PortalSessionResponse; sessionToken: string | null }> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  await assertUnderLimits(
    [{ kind: 'portal-address', subject: address, max: SIGN_IN_THROTTLE.perAddress }],
    nowSeconds,
    PORTAL_MESSAGES.tooManyLinkAttempts,
  );
  const invalid = async () => {
    await count('portal-address', address, nowSeconds);
    return badRequest(PORTAL_MESSAGES.linkInvalid);
  };
  const tokenHash = linkTokenHash(input.token);
  const link = tokenHash ? await getSignInLink(tokenHash) : null;
  if (!tokenHash || !link || link.expiresAt <= nowSeconds) throw await invalid();
  const { settings } = await getPortalSettings(link.companyId);
  const named = link.people.map(parsePersonRef).filter((p): p is { kind: PortalKind; id: string } => !!p && settings[APP_OF[p.kind]]);
  const people = (await Promise.all(named.map((p) => loadPerson(link.companyId, p.kind, p.id)))).filter((p) => hasEmail(p, link.email));
  if (!people.length) throw await invalid();

  let person: PortalPerson;
  if (input.person) {
    const picked = people.find((p) => personRef(p.kind, p.id) === input.person);
    if (!picked) throw badRequest(PORTAL_MESSAGES.personNotOnLink);
    person = picked;
  } else if (people.length === 1) {
    person = people[0]!;
  } else {
    const company = await loadCompany(link.companyId);
    const choices: PortalChoice[] = people.map((p) => ({
      person: personRef(p.kind, p.id),
      kind: p.kind,
      name: p.name,
      companyName: company?.name ?? '',
    }));
    return { response: { message: PORTAL_MESSAGES.choosePerson, signedIn: false, choices }, sessionToken: null };
  }

  try {
    await spendSignInLink({
      tokenHash,
      companyId: link.companyId,
      kind: person.kind,
      personId: person.id,
      at: now.toISOString(),
      nowSeconds,
    });
  } catch (err) {
    if (isConditionFailed(err)) throw await invalid(); // spent by a concurrent request
    throw err;
  }
  const sessionToken = await issuePortalToken(
    { companyId: link.companyId, kind: person.kind, personId: person.id, name: person.name, email: person.email, sessionId: ulid() },
    now,
  );
  return { response: { message: PORTAL_MESSAGES.signedIn, signedIn: true, person, app: APP_OF[person.kind] }, sessionToken };
}
