/**
 * Two operations received on one address, "/" (Kraken's WebSocket requests in asyncapi/spec): the
 * changelog must tell them apart. `field` names the second message's property, so two calls with
 * different fields make a v1 and a v2 whose only change is in the second operation.
 */
export const twoReceivesOnRoot = (field: string) => ({
  asyncapi: '3.0.0',
  info: { title: 'WS', version: '1' },
  channels: {
    subscribe: { address: '/', messages: { subscribe: { payload: { type: 'object', properties: { pair: { type: 'string' } } } } } },
    unsubscribe: { address: '/', messages: { unsubscribe: { payload: { type: 'object', properties: { [field]: { type: 'string' } } } } } },
  },
  operations: {
    subscribe: { action: 'receive', channel: { $ref: '#/channels/subscribe' } },
    unsubscribe: { action: 'receive', channel: { $ref: '#/channels/unsubscribe' } },
  },
});
