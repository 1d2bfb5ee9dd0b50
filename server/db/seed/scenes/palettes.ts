/** Skies, façade palettes and the colours of cars, brands, containers and ground materials. */

export type Sky = Record<'top' | 'mid' | 'low' | 'sun' | 'haze', string> &
  Record<'ambient' | 'elevation', number>;
function sky(colours: string, ambient: number, elevation: number): Sky {
  const [top = '', mid = '', low = '', sun = '', haze = ''] = colours.split(' ');
  return { top, mid, low, sun, haze, ambient, elevation };
}
// Zenith, middle and horizon colours, sunlight, haze; ambient light; sun elevation in degrees.
export const SKIES = [
  sky('#2a69b0 #6ca2d4 #d9e6ee #fffaf0 #dfe6ea', 0.62, 52), // clear day
  sky('#3b74b5 #8fb6d8 #efdfc4 #ffeccb #eadfcd', 0.58, 30), // late afternoon
  sky('#4a679b #cf9c84 #f6c98c #ffc06a #efc498', 0.52, 11), // golden sunset
  sky('#16234a #55528a #e3906c #ff9c66 #a3848f', 0.58, -4), // dusk
];
export const SKY_CYCLE = [0, 1, 2, 0, 3, 1, 0, 2];

export type Facade = { wall: string; trim: string; accent: string };
export const FACADES: readonly Facade[] = [
  '#e4d3b3 #f1e7d3 #b0623c', // sand, terracotta
  '#efe5d3 #d3c09d #6b5440', // beige, wood
  '#f3f1ec #d8d4cc #474c53', // white, charcoal
  '#d5d7d8 #eeeeec #b56844', // light grey, terracotta
  '#e9cfa9 #f5ead6 #8a5a3a', // warm sand, walnut
  '#ddd2c2 #bfae94 #3f5e6e', // stone, teal
].map((palette) => {
  const [wall = '', trim = '', accent = ''] = palette.split(' ');
  return { wall, trim, accent };
});
export const CAR_COLOURS = [
  '#f4f4f2',
  '#f4f4f2',
  '#c9ccd0',
  '#25282c',
  '#8d9196',
  '#d8cbb0',
  '#7b1f24',
  '#1f3550',
];
export const BRANDS = ['#c8102e', '#0f4c81', '#1a7f5a', '#d4a017', '#222629'];
export const CONTAINERS = ['#b5483a', '#2f6d8a', '#c9932e', '#5c7a48', '#8a8f94', '#d8d4cc'];
export const [SAND, ASPHALT, PAVING, CONCRETE, STEEL] = [
  '#dcc39a',
  '#5a5c5f',
  '#cdbfa9',
  '#b4aea3',
  '#b5babf',
];
