import type { CatalogueContext } from '../src/api/endpoints/catalogue';
import { nextConversationId } from './handlers/chats';
import { db, DEMO_PASSWORD, DEMO_VERIFICATION_TOKEN, seedForms, seedTariffs, seedTokens, seedUsers } from './db';

/**
 * Ids and values for calling every entry of the catalogue as the demo owner, taken from the mock store's seed
 * (after `resetDb()`): the contract test and the fault matrix call each call with them.
 */
export function catalogueContext(): CatalogueContext {
  const session = db.sessions.find((s) => s._formId === seedForms.published && s.lead !== null);
  const image = db.designImages.find((i) => i._formId === seedForms.published);
  const subscription = db.emailSubscriptions.find((s) => s.tracking_entity_parent_id === seedForms.published);
  const chat = db.chats.get(1);
  const upload = db.uploads.find((u) => u._ownerId === seedUsers.demoOwner.id);
  // An open checkout of the demo owner, as the checkout call leaves it, for the demo provider's calls.
  const checkoutId = db.checkouts.takeId();
  db.checkouts.insert({
    id: checkoutId,
    _userId: seedUsers.demoOwner.id,
    _tariffId: seedTariffs.creator,
    status: 'open',
    success_url: 'http://app.test/app/checkout/success',
    cancel_url: 'http://app.test/app/checkout/failure',
  });
  // A visitor's conversation with the published chat, as the chat embed's start call leaves it.
  const chatConversationUuid = 'contract-visitor-conversation';
  const chatConversationId = nextConversationId();
  // It left an e-mail, as the embed's lead call leaves it: the owner's lead calls edit it.
  const created = new Date(0).toISOString();
  const visitorLead = { id: chatConversationId, email: 'visitor@example.com', phone: null, name: null, field_values: {}, ai_results: [], activity: [{ action: 'lead_created', created_at: created }], created_at: created };
  db.chatVisitors.insert({ id: chatConversationId, _chatId: 1, _uuid: chatConversationUuid, created_at: new Date(0).toISOString(), _answeredAt: [], lead: visitorLead });
  if (!session?.lead || !image || !subscription || !chat?.sources[0]?.id || !upload) {
    throw new Error('The seed lost a row the contract test needs.');
  }
  return {
    formId: seedForms.published,
    sessionId: session.id,
    sessionUuid: session._uuid ?? '',
    leadId: session.lead.id,
    imageId: image.id,
    chatId: chat.id,
    chatConversationUuid,
    chatConversationId,
    sourceId: chat.sources[0].id,
    uploadId: upload.id,
    emailSubscriptionId: subscription.id,
    adminClientId: seedUsers.proOwner.id,
    tariffId: seedTariffs.creator,
    demoEmailToken: DEMO_VERIFICATION_TOKEN,
    checkoutId,
    chainId: 'lead-form-builder',
    refreshToken: seedTokens.demoOwner.refresh_token,
    email: seedUsers.demoOwner.email,
    password: DEMO_PASSWORD,
  };
}
