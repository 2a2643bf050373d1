/** The sliders the audio bar and the video player share: seek and volume (one module, so one chunk for both). */
import { isSeekKey, seekByKey, sliderMax } from '../../../media/seek.ts';
import { formatTime } from '../../../media/time.ts';

/** What a volume slider needs: its class, the volume (0–1), its translated label and a setter. */
export interface VolumeSliderProps {
  className: string;
  /** The volume from 0 (silent) to 1 (full). */
  value: number;
  /** The slider's accessible name, already translated ("Volume"). */
  label: string;
  /** Called with the new volume (0–1) when the user moves the slider. */
  onChange: (volume: number) => void;
}

/** A volume slider from 0 to 1 in steps of 0.05, shared by the audio bar and the video player. */
export function VolumeSlider({ className, value, label, onChange }: VolumeSliderProps) {
  return (
    <input
      className={className}
      type="range"
      min={0}
      max={1}
      step={0.05}
      value={value}
      aria-label={label}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
    />
  );
}

/** What a seek slider needs: its class, where the media is, its translated texts and a seek callback. */
export interface SeekSliderProps {
  className: string;
  /** Where playback is, in seconds. */
  position: number;
  /** The media's length in seconds (NaN or Infinity while unknown, as the media element reports it). */
  duration: number;
  /** The slider's accessible name, already translated ("Seek"). */
  label: string;
  /** How the value is read while the length is known ("1:05 of 3:20"), given both times formatted. */
  describeTime: (times: { position: string; duration: string }) => string;
  /** Called with the position to move to when the user drags or presses a seek key. */
  onSeek: (position: number) => void;
}

/**
 * A seek slider shared by the audio bar and the video player: arrows, Page Up/Down, Home and End
 * move by the steps `seekByKey` gives (the WAI-ARIA slider pattern), and a screen reader hears the
 * time as words instead of a bare number of seconds.
 */
export function SeekSlider({ className, position, duration, label, describeTime, onSeek }: SeekSliderProps) {
  const max = sliderMax(duration);
  const valueText = Number.isFinite(duration)
    ? describeTime({ position: formatTime(position), duration: formatTime(duration) })
    : formatTime(position);
  return (
    <input
      className={className}
      type="range"
      min={0}
      max={max}
      step="any"
      value={Math.min(position, max)}
      aria-label={label}
      aria-valuetext={valueText}
      onKeyDown={(event) => {
        if (!isSeekKey(event.key)) return;
        event.preventDefault();
        onSeek(seekByKey(event.key, position, duration));
      }}
      onChange={(event) => onSeek(Number(event.currentTarget.value))}
    />
  );
}
