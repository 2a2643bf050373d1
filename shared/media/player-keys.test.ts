import { describe, expect, it } from 'vitest';
import { playerKeyAction, type KeyTarget } from './player-keys.ts';

const div: KeyTarget = { tagName: 'DIV' };
const button: KeyTarget = { tagName: 'BUTTON' };
const range: KeyTarget = { tagName: 'INPUT', type: 'range' };

describe('player keys', () => {
  it('maps the keys viewers know', () => {
    const keys = [' ', 'k', 'K', 'j', 'l', 'ArrowLeft', 'ArrowRight', 'm', 'f', 'c', 'x', 'Enter'];
    expect(keys.map((key) => playerKeyAction({ key, target: div }))).toEqual([
      'toggle',
      'toggle',
      'toggle',
      'jump-back',
      'jump-forward',
      'back',
      'forward',
      'mute',
      'fullscreen',
      'captions',
      null,
      null,
    ]);
  });

  it("leaves a button's Space and a slider's arrows to them, but letters still work there", () => {
    expect(playerKeyAction({ key: ' ', target: button })).toBeNull();
    expect(playerKeyAction({ key: 'ArrowRight', target: range })).toBeNull();
    expect(playerKeyAction({ key: ' ', target: range })).toBe('toggle');
    expect(playerKeyAction({ key: 'm', target: button })).toBe('mute');
  });

  it('never acts in a text field or with Ctrl, Cmd or Alt', () => {
    expect(playerKeyAction({ key: 'k', target: { tagName: 'INPUT', type: 'text' } })).toBeNull();
    expect(playerKeyAction({ key: ' ', target: { tagName: 'INPUT' } })).toBeNull();
    expect(playerKeyAction({ key: 'f', target: { tagName: 'TEXTAREA' } })).toBeNull();
    expect(playerKeyAction({ key: 'm', target: { tagName: 'DIV', isContentEditable: true } })).toBeNull();
    expect(playerKeyAction({ key: 'f', ctrlKey: true, target: div })).toBeNull();
    expect(playerKeyAction({ key: 'c', metaKey: true, target: div })).toBeNull();
    expect(playerKeyAction({ key: 'l', altKey: true, target: div })).toBeNull();
  });
});
