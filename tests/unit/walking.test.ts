import { describe, expect, it } from 'vitest';
import { crowMetres, inMinutes, minutesText, walkMinutes } from '@/lib/map/walking';

describe('walking minutes', () => {
  it.each([
    [1, '1 минута', 'в 1 минуте'],
    [2, '2 минуты', 'в 2 минутах'],
    [5, '5 минут', 'в 5 минутах'],
    [11, '11 минут', 'в 11 минутах'],
    [12, '12 минут', 'в 12 минутах'],
    [21, '21 минута', 'в 21 минуте'],
    [22, '22 минуты', 'в 22 минутах'],
  ])('%i: %s, %s', (minutes, text, where) => {
    expect(minutesText(minutes).replace('\u00a0', ' ')).toBe(text);
    expect(inMinutes(minutes).replace('\u00a0', ' ')).toBe(where);
  });

  it('a walk is the straight line with the detour at 75 m a minute, and the map’s ring of N minutes reaches N minutes', () => {
    // 0.009 degrees of latitude is about 1 km: 1 000 m x 1.3 / 75 = 17 minutes.
    expect(walkMinutes({ lat: 55.76, lng: 37.55 }, { lat: 55.769, lng: 37.55 })).toBe(17);
    expect(walkMinutes({ lat: 55.76, lng: 37.55 }, { lat: 55.76, lng: 37.55 })).toBe(1);
    const ringDegrees = crowMetres(10) / 111_195;
    expect(walkMinutes({ lat: 55.76, lng: 37.55 }, { lat: 55.76 + ringDegrees, lng: 37.55 })).toBe(10);
  });
});
