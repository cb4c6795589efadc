import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ChatSource, Upload } from '../../api';
import { Button, Heading, Inline, InlineAlert, Select, Stack, TextArea, TextField } from '../../design-system';
import { newSourceKey, type SourceDraft } from './chatDraft';
import { chatPaths } from '../../domain/paths';
import type { ProblemTexts } from './problems';
import { TrainingBadge } from './TrainingBadge';
import * as styles from './chats.css';

const newSource = {
  webpage: (): SourceDraft => ({ key: newSourceKey(), kind: 'webpage', url: '' }),
  sitemap: (): SourceDraft => ({ key: newSourceKey(), kind: 'sitemap', url: '' }),
  text: (): SourceDraft => ({ key: newSourceKey(), kind: 'text', title: '', text: '' }),
  file: (): SourceDraft => ({ key: newSourceKey(), kind: 'file', upload_id: null, name: '' }),
};
const kinds = Object.keys(newSource) as (keyof typeof newSource)[];

export interface SourcesEditorProps {
  sources: readonly SourceDraft[];
  onChange: (sources: SourceDraft[]) => void;
  /** The owner's uploads a file source can use. */
  uploads: readonly Upload[];
  /** Training of the saved sources, by id. */
  training: ReadonlyMap<number, ChatSource>;
  linkLimit: number;
  problems: ProblemTexts;
}

/** The knowledge a chat answers from: web pages, sitemaps, texts and uploaded files, each checked in place. */
export function SourcesEditor({ sources, onChange, uploads, training, linkLimit, problems }: SourcesEditorProps) {
  const { t } = useTranslation('chats');
  const update = (index: number, next: SourceDraft) => onChange(sources.map((s, i) => (i === index ? next : s)));
  const remove = (index: number) => onChange(sources.filter((_, i) => i !== index));
  const usable = uploads.filter((u) => u.status !== 'failed');

  return (
    <Stack>
      {problems.sources && (
        <InlineAlert>
          {problems.sources}
        </InlineAlert>
      )}
      <Stack as="ol" className={styles.list} aria-label={t('sourcesList')}>
        {sources.map((source, index) => {
          const error = problems[`sources.${index}`];
          const trained = source.id === undefined ? undefined : training.get(source.id);
          const label = t(`kinds.${source.kind}`);
          return (
            <Stack as="li" key={source.key} gap="sm" className={styles.sourceItem} data-invalid={error !== undefined}>
              <Inline align="center" justify="between">
                <Heading level={3} className={styles.sourceKind}>{label}</Heading>
                <Button variant="text" size="sm" onClick={() => remove(index)} aria-label={t('removeSource', { kind: label, number: index + 1 })}>
                  {t('remove')}
                </Button>
              </Inline>
              {(source.kind === 'webpage' || source.kind === 'sitemap') && (
                <TextField
                  label={t(source.kind === 'sitemap' ? 'sitemapUrl' : 'pageUrl')}
                  type="url"
                  inputMode="url"
                  value={source.url}
                  placeholder={source.kind === 'sitemap' ? 'https://example.com/sitemap.xml' : 'https://example.com/about'}
                  error={error}
                  onChange={(event) => update(index, { ...source, url: event.currentTarget.value })}
                />
              )}
              {source.kind === 'text' && (
                <>
                  <TextField label={t('textTitle')} value={source.title} onChange={(event) => update(index, { ...source, title: event.currentTarget.value })} />
                  <TextArea label={t('text')} value={source.text} rows={4} error={error} onChange={(event) => update(index, { ...source, text: event.currentTarget.value })} />
                </>
              )}
              {source.kind === 'file' && (
                <>
                  <Select
                    label={t('file')}
                    placeholder={t('chooseFile')}
                    options={usable.map((u) => ({ value: String(u.id), label: u.title || u.name }))}
                    value={source.upload_id === null ? '' : String(source.upload_id)}
                    error={error}
                    onChange={(value) => {
                      const upload = usable.find((u) => String(u.id) === value);
                      update(index, { ...source, upload_id: upload?.id ?? null, name: upload?.name ?? '' });
                    }}
                  />
                  <Button variant="text" size="sm" render={<Link to={chatPaths.uploads} />}>
                    {t('manageUploads')}
                  </Button>
                </>
              )}
              {trained && <TrainingBadge source={trained} linkLimit={linkLimit} />}
            </Stack>
          );
        })}
      </Stack>
      <Inline align="center">
        {kinds.map((kind) => (
          <Button key={kind} variant="secondary" size="sm" onClick={() => onChange([...sources, newSource[kind]()])}>
            {t(`add.${kind}`)}
          </Button>
        ))}
      </Inline>
    </Stack>
  );
}
