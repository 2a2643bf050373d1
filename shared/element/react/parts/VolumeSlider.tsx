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
