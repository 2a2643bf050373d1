import { useMemo, useState, type ReactNode } from 'react';
import type * as v from 'valibot';
import { useMessages, type ElementViewProps } from '../../shared/element/react/define-element.tsx';
import { clampVolume, normaliseVideo, type VideoInput, type VideoItem } from '../../shared/video/config.ts';
import type { SiteVideoEvents, videoAttributes, videoItemSchema } from './site-video.element.ts';
import { videoMessages } from './messages.ts';
import { VideoDialog } from './parts/VideoDialog.tsx';
import { VideoList } from './parts/VideoList.tsx';
import { VideoPlayer } from './parts/VideoPlayer.tsx';
import * as styles from './css/site-video.css.ts';

type Props = ElementViewProps<typeof videoAttributes, v.InferOutput<typeof videoItemSchema>[], VideoInput[], SiteVideoEvents>;

/** `<site-video>`: the player (inline mode) or a dialog (popup mode), and the list of videos. */
export function SiteVideo(props: Props): ReactNode {
  const t = useMessages(videoMessages);
  const videos = useMemo<VideoItem[]>(() => (props.data ?? props.light ?? []).map(normaliseVideo), [props.data, props.light]);
  const [current, setCurrent] = useState(0);
  const [chosen, setChosen] = useState(false);
  const [popup, setPopup] = useState<{ index: number; opener: HTMLElement } | null>(null);
  const inline = props.playMode === 'inline';

  if (videos.length === 0) return <p className={styles.empty}>{t('empty')}</p>;

  const player = (video: VideoItem, start: boolean): ReactNode => (
    <VideoPlayer
      key={video.url}
      video={video}
      start={start}
      muted={props.muted}
      loop={props.loop}
      controls={props.controls}
      volume={clampVolume(props.volume)}
      width={props.width}
      height={props.height}
      t={t}
      onPlay={(played) => props.emit('site-video-play', { url: played.url, title: played.title })}
    />
  );
  const shown = videos[Math.min(current, videos.length - 1)] as VideoItem;
  const popupVideo = popup ? videos[popup.index] : undefined;

  return (
    <section className={styles.block} aria-label={props.label || t('region')}>
      {inline && player(shown, chosen || props.autoPlay)}
      {(!props.hidePlaylist || !inline) && (
        <VideoList
          videos={videos}
          current={inline ? current : null}
          preview={!props.noPreview}
          label={t('playlist')}
          playLabel={(title) => t('playVideo', { title })}
          onChoose={(index, opener) => {
            if (inline) {
              setCurrent(index);
              setChosen(true);
            } else setPopup({ index, opener });
          }}
        />
      )}
      {popup && popupVideo && (
        <VideoDialog label={popupVideo.title} closeLabel={t('close')} opener={popup.opener} onClose={() => setPopup(null)}>
          {player(popupVideo, true)}
        </VideoDialog>
      )}
    </section>
  );
}
