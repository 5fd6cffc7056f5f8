// Protocol bindings (Kafka, MQTT, AMQP, WebSockets, HTTP, and any other) as readable rows: one row
// per field, nested objects flattened to dotted names ("topicConfiguration.retention.ms"), schemas
// and lists as short JSON. A table reads where raw JSON would not.
import type { BindingView } from '../model/types';
import { isObject, type Json } from '../model/resolve';

/** What each protocol key is called on the page. */
export const PROTOCOL_NAMES: Record<string, string> = {
  kafka: 'Kafka',
  mqtt: 'MQTT',
  mqtt5: 'MQTT 5',
  amqp: 'AMQP',
  amqp1: 'AMQP 1.0',
  ws: 'WebSockets',
  http: 'HTTP',
  nats: 'NATS',
  jms: 'JMS',
  sns: 'SNS',
  sqs: 'SQS',
  solace: 'Solace',
  googlepubsub: 'Google Pub/Sub',
  pulsar: 'Pulsar',
  redis: 'Redis',
  ibmmq: 'IBM MQ',
  anypointmq: 'Anypoint MQ',
  stomp: 'STOMP',
};

function rows(value: Json, prefix: string, out: BindingView['rows']): void {
  for (const [key, child] of Object.entries(value)) {
    const name = prefix ? `${prefix}.${key}` : key;
    // A binding's schema (Kafka's key, a WebSocket's query) stays one row: its JSON says it best.
    const schemaLike = isObject(child) && ('type' in child || '$ref' in child || 'properties' in child);
    if (isObject(child) && !schemaLike && Object.keys(child).length) rows(child, name, out);
    else out.push({ name, value: typeof child === 'string' ? child : JSON.stringify(child) });
  }
}

/** A Bindings Object (resolved) as one table per protocol, in the document's order. */
export function bindingViews(bindings: unknown, deref: (value: unknown) => unknown = (value) => value): BindingView[] {
  const resolved = deref(bindings);
  if (!isObject(resolved)) return [];
  const views: BindingView[] = [];
  for (const [protocol, binding] of Object.entries(resolved)) {
    const value = deref(binding);
    if (!isObject(value)) continue;
    const out: BindingView['rows'] = [];
    rows(value, '', out);
    views.push({ protocol, rows: out });
  }
  return views;
}
