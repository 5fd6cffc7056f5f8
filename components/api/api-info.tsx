import { PageMarkdownActions } from '@/components/ui/page-markdown';
import { StaticIsland } from '@/components/ui/static-island.client';
import { withBase } from '@/lib/config';
import type { ApiModel } from '@/lib/openapi';
import type { IdAllocator } from '@/lib/openapi/model/ids';
import { Markdown } from './anchor-link';
import { ServerFacts } from './asyncapi/channel-facts';
import { DeprecatedBadge } from './method-badge';
import styles from './reference.module.css';

interface Props {
  model: ApiModel;
  downloadHref: string;
  downloadName: string;
  route: string;
  ids: IdAllocator;
  /** The static island of everything below the page's actions (its client leaf stays outside it). */
  island: string;
}

/** Title, version, description, servers, and the link to download the spec file. */
export function ApiInfo({ model, downloadHref, downloadName, route, ids, island }: Props) {
  const { info } = model;
  return (
    <header id={ids.take('overview')} className={styles.info} data-spy="">
      <h1 className={styles.title}>{info.title}</h1>
      <p className={styles.meta}>
        <span className={styles.version}>Version {info.version}</span>
        {/* Each kind its own element: an OpenAPI reference's markup and payload stay byte for byte what they were. */}
        {model.asyncapi ? (
          <span>AsyncAPI {model.openapi}</span>
        ) : (
          <span>
            OpenAPI {model.openapi}
            {model.convertedFrom ? ` (converted from ${model.convertedFrom})` : ''}
          </span>
        )}
        {model.changelogRoute && (
          <a href={withBase(model.changelogRoute)} data-changelog="">
            Changelog
          </a>
        )}
        {model.asyncapi ? (
          <a className={styles.download} href={downloadHref} download={downloadName}>
            Download AsyncAPI ({downloadName})
          </a>
        ) : (
          <a className={styles.download} href={downloadHref} download={downloadName}>
            Download OpenAPI ({downloadName})
          </a>
        )}
      </p>
      <PageMarkdownActions route={route} />
      <StaticIsland island={island}>
        {info.summary && <p className={styles.lead}>{info.summary}</p>}
        {model.asyncapi?.externalDocs ? (
          <>
            <Markdown html={info.descriptionHtml} ids={ids} />
            <p className={styles.fact}>
              <a href={model.asyncapi.externalDocs.url}>{model.asyncapi.externalDocs.description ?? model.asyncapi.externalDocs.url}</a>
            </p>
          </>
        ) : (
          <Markdown html={info.descriptionHtml} ids={ids} />
        )}
        <h2 className={styles.infoHeading}>Servers</h2>
        <ul className={styles.servers}>
          {model.servers.map((server) => (
            <li key={server.url}>
              {server.name && (
                <>
                  <strong>{server.name}</strong>{' '}
                </>
              )}
              <code>{server.url}</code>
              {model.asyncapi ? (
                <>
                  <Markdown html={server.descriptionHtml} className={styles.inline} ids={ids} />
                  <ServerFacts model={model} name={server.name} />
                </>
              ) : (
                <Markdown html={server.descriptionHtml} className={styles.inline} ids={ids} />
              )}
              {server.variables.map((v) => (
                <p key={v.name} className={styles.fact}>
                  <code>{`{${v.name}}`}</code> default <code>{v.default}</code>
                  {v.enum && (
                    <>
                      {' '}
                      (one of{' '}
                      {v.enum.map((e) => (
                        <code key={e}>{e}</code>
                      ))}
                      )
                    </>
                  )}
                </p>
              ))}
            </li>
          ))}
        </ul>
        {model.securitySchemes.length > 0 && (
          <>
            <h2 className={styles.infoHeading}>Authentication</h2>
            <ul className={styles.servers}>
              {model.securitySchemes.map((scheme) => (
                <li key={scheme.name}>
                  <strong>{scheme.name}</strong> <span className={styles.type}>{scheme.type}</span>{' '}
                  {scheme.deprecated && <DeprecatedBadge />}
                  {scheme.details.length > 0 && <span className={styles.fact}> ({scheme.details.join('; ')})</span>}
                  <Markdown html={scheme.descriptionHtml} ids={ids} />
                </li>
              ))}
            </ul>
          </>
        )}
        {(info.contact || info.license || info.termsOfService) && (
          <p className={styles.fact}>
            {info.contact?.name && <>Contact: {info.contact.name} </>}
            {info.contact?.email && <>&lt;{info.contact.email}&gt; </>}
            {info.license && <>License: {info.license.name}</>}
          </p>
        )}
      </StaticIsland>
    </header>
  );
}
