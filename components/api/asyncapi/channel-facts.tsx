import type { ApiModel } from '@/lib/openapi';
import type { IdAllocator } from '@/lib/openapi/model/ids';
import { ParametersTable } from '../parameters-table';
import { BindingsTables } from './bindings-table';
import styles from '../reference.module.css';

/**
 * What a channel section says above its operations: its address, the messages it carries and its
 * bindings; and its parameters when it has no operation (each operation lists them, else nothing would).
 */
export function ChannelFacts({ model, anchor, ids }: { model: ApiModel; anchor: string; ids: IdAllocator }) {
  const channel = model.asyncapi?.channels.find((c) => c.anchor === anchor);
  if (!channel) return null;
  const withoutOperations = !model.tags.some((tag) => tag.anchor === anchor && tag.operations.length > 0);
  return (
    <>
      <p className={styles.fact}>
        {channel.address !== undefined ? (
          <>
            Address <code>{channel.address}</code>
          </>
        ) : (
          <>No fixed address: it is given at run time.</>
        )}
        {channel.messages.length > 0 && <> · Messages: {channel.messages.join(', ')}</>}
      </p>
      <BindingsTables bindings={channel.bindings} of={`channel ${channel.name}`} />
      {withoutOperations && channel.parameters.length > 0 && (
        <ParametersTable
          parameters={channel.parameters}
          entries={model.schemas}
          label={`Parameters of channel ${channel.name}`}
          ids={ids}
        />
      )}
    </>
  );
}

/** A server's protocol, its bindings and its security, below its URL in the overview. */
export function ServerFacts({ model, name }: { model: ApiModel; name?: string }) {
  const server = model.asyncapi?.servers.find((s) => s.name === name);
  if (!server) return null;
  return (
    <>
      <p className={styles.fact}>
        Protocol <code>{server.protocol}</code>
        {server.protocolVersion && (
          <>
            {' '}
            version <code>{server.protocolVersion}</code>
          </>
        )}
        {server.security.length > 0 && (
          <> · Security: {server.security.map((r) => r.schemes.map((s) => s.name).join(' + ')).join(' or ')}</>
        )}
      </p>
      <BindingsTables bindings={server.bindings} of={`server ${server.name}`} />
    </>
  );
}
