import { describe, expect, it } from 'vitest';
import { utilitiesSaid } from './utilities.ts';

describe("a booth's water and power, read one by one", () => {
  it.each([
    ['要電 不用水', 'electricity_only'],
    ['水的話不用，只要電就好', 'electricity_only'],
    ['燈光很重要所以一定要電，水就不用了，現場不碰水', 'electricity_only'],
    ['水電都要', 'both'],
    ['水電都不需要', 'none'],
    ['Power yes for the lights, water we don\'t need', 'electricity_only'],
    ['We need electricity but no water', 'electricity_only'],
    ["Power and water, we don't need either honestly", 'none'],
    ['전기는 필요하고 물은 필요 없어요', 'electricity_only'],
    ['물이랑 전기 둘 다 필요해요', 'both'],
    // (A denial right after one utility that names the other is the other's: "no water" here.)
    ["we'll only need electricity, no water", 'electricity_only'],
    ['power for the lights, no water', 'electricity_only'],
    ['only need power', 'electricity_only'],
  ])('"%s" is %s', (words, option) => {
    expect(utilitiesSaid(words)).toEqual({ kind: 'choice', selected: [option] });
  });

  it.each(['현장에서 물레 시연을 하는 거예요', 'no water on the floor for inline booths', '我們的電話是 0912'])('"%s" says nothing of what the booth needs', (words) => {
    expect(utilitiesSaid(words)).toBeNull();
  });

  it.each([
    ['水的話還不確定，要看老闆最後要不要做試吃', null],
    ['water... no? not sure yet', null],
    ['물은 아마 필요할 수도 있어요', null],
    // (The other, said for sure beside it, is not the only one meant: the option is not known yet.)
    ['電一定要，水的話還不確定', null],
    // (The doubt said before it too: "maybe water", "可能也要水".)
    ["We'll need power for lights, maybe water too if we do a glazing demo", null],
    ['可能也要水 電一定要', null],
    ['전기는 꼭 필요하고 혹시 아마 물도 쓸 수도 있어요', null],
  ])('"%s": a utility said with a doubt leaves the option unknown', (words) => {
    expect(utilitiesSaid(words)).toBeNull();
  });
});
